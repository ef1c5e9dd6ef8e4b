import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from './auth.tables.ts';

export type LoginMode = 'popup' | 'redirect';

/** How long a sign-in may take, from /auth/login to /auth/callback; older attempts are deleted. */
export const LOGIN_ATTEMPT_MAX_AGE_MS = 10 * 60_000;

/**
 * Saves a sign-in in progress and, in the same statement, deletes those past their age: the
 * table holds at most the attempts of the last ten minutes, which the sign-in rate limit bounds.
 */
export async function saveLoginAttempt(
  db: Db,
  attempt: { state: string; codeVerifier: string; nonce: string; mode: LoginMode },
) {
  const expired = db.$with('expired').as(
    db
      .delete(loginAttempts)
      .where(
        sql`${loginAttempts.createdAt} < now() - make_interval(secs => ${LOGIN_ATTEMPT_MAX_AGE_MS / 1000})`,
      )
      .returning({ state: loginAttempts.state }),
  );
  await db.with(expired).insert(loginAttempts).values(attempt);
}

/** Takes the attempt out of the table: each state value can finish a sign-in once. */
export async function takeLoginAttempt(db: Db, state: string) {
  const [row] = await db.delete(loginAttempts).where(eq(loginAttempts.state, state)).returning();
  return row;
}
