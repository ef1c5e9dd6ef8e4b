import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema.ts';

export type LoginMode = 'popup' | 'redirect';

export async function saveLoginAttempt(
  db: Db,
  attempt: { state: string; codeVerifier: string; nonce: string; mode: LoginMode },
) {
  await db.insert(loginAttempts).values(attempt);
}

/** Takes the attempt out of the table: each state value can finish a sign-in once. */
export async function takeLoginAttempt(db: Db, state: string) {
  const [row] = await db.delete(loginAttempts).where(eq(loginAttempts.state, state)).returning();
  return row;
}
