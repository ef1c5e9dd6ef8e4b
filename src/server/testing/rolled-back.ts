import type { Db, Tx } from '../db/database.ts';

class RolledBack extends Error {}

/**
 * Runs `use` inside a transaction that is then rolled back: a step of a use case is tested
 * where it runs (inside its caller's transaction) and leaves nothing behind for the next test.
 */
export async function inRolledBackTransaction(
  db: Db,
  use: (tx: Tx) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await use(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}
