import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';

/** The next ISA13 of the one sequence every interchange we send shares. */
export async function nextInterchangeControlNumber(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(
    sql`SELECT nextval('interchange_control_number_seq') AS n`,
  );
  return Number(rows[0]!.n);
}
