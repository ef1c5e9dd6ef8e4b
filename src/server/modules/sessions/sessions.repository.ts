import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions } from './sessions.tables.ts';
import { sessionEndedNotice } from '../events/index.ts';
import { currentAgreementVersion } from '../agreements/agreements.views.ts';
import { profileColumns, profileRows, type ProfileRow } from '../profile/profile.views.ts';
import { userEmails } from '../users/users.views.ts';

export interface SessionLookup {
  userId: string;
  email: string;
  lastSeenAt: Date;
  /** The user's profile (null before registration) and the current agreement version. */
  profile: ProfileRow | null;
  currentAgreementVersion: string | null;
}

export async function insertSession(
  db: Db,
  values: { idHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

/**
 * Who is calling, in one round trip: session, user, profile and the current agreement, so a
 * guarded request needs no second query to learn whether the profile is complete. Every API
 * request asks it, so it is a named prepared statement: PostgreSQL parses and plans it once
 * per connection, and the app builds its SQL once per database handle.
 */
function prepareLiveSession(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      email: userEmails.email,
      lastSeenAt: sessions.lastSeenAt,
      profile: profileColumns,
      currentAgreementVersion: sql<string | null>`(${currentAgreementVersion})`,
    })
    .from(sessions)
    .innerJoin(userEmails, eq(userEmails.id, sessions.userId))
    .leftJoin(profileRows, eq(profileRows.userId, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(
          sessions.lastSeenAt,
          sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')}::int)`,
        ),
      ),
    )
    .prepare('sessions_find_live');
}
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

/** The session's user, if the session exists, is not past its lifetime and was used recently enough. */
export async function findLiveSession(
  db: Db,
  idHash: string,
  idleMinutes: number,
): Promise<SessionLookup | undefined> {
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = prepareLiveSession(db)));
  const [row] = await lookup.execute({ idHash, idleMinutes });
  return row;
}

export async function touchSession(db: Db, idHash: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, idHash));
}

/** Deletes the session and, in the same statement, announces its end to every app server. */
export async function deleteSession(db: Db, idHash: string) {
  await db.execute(sql`
    WITH gone AS (
      DELETE FROM ${sessions} WHERE ${sessions.idHash} = ${idHash} RETURNING user_id, id_hash
    )
    SELECT ${sessionEndedNotice(sql`gone.user_id`, sql`gone.id_hash`)} FROM gone`);
}

export async function deleteExpiredSessions(db: Db, idleMinutes: number) {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= now() OR ${lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`)}`,
    );
}
