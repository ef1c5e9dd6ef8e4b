import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';

export interface SessionLookup {
  userId: string;
  email: string;
  lastSeenAt: Date;
}

export async function insertSession(
  db: Db,
  values: { idHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

/** The session's user, if the session exists, is not past its lifetime and was used recently enough. */
export async function findLiveSession(
  db: Db,
  idHash: string,
  idleMinutes: number,
): Promise<SessionLookup | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, email: users.email, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    );
  return row;
}

export async function touchSession(db: Db, idHash: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db, idleMinutes: number) {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= now() OR ${lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`)}`,
    );
}
