import { eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { DbOrTx as Db } from '../../db/database.ts';
import { currentAgreementVersion } from '../agreements/agreements.views.ts';
import { profiles } from './profile.tables.ts';
import { userEmails } from '../users/users.views.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileRecord {
  email: string;
  profile: ProfileRow | null;
  currentAgreementVersion: string | null;
}

/** The user's email, profile and the current agreement version, in one round trip. */
export async function findProfileRecord(
  db: Db,
  userId: string,
): Promise<ProfileRecord | undefined> {
  const [row] = await profileRecordOf(db, { userId });
  return row;
}

// Every submission reads it: built once (db/prepared.ts).
const profileRecordOf = preparedStatement((db) =>
  db
    .select({
      email: userEmails.email,
      profile: profiles,
      currentAgreementVersion: sql<string | null>`(${currentAgreementVersion})`,
    })
    .from(userEmails)
    .leftJoin(profiles, eq(profiles.userId, userEmails.id))
    .where(eq(userEmails.id, sql.placeholder('userId')))
    .prepare('profiles_find_record'),
);

/** The profiles of many users in one round trip (user id → what findProfileRecord answers). */
export async function findProfileRecords(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, ProfileRecord>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: userEmails.id,
      email: userEmails.email,
      profile: profiles,
      currentAgreementVersion: sql<string | null>`(${currentAgreementVersion})`,
    })
    .from(userEmails)
    .leftJoin(profiles, eq(profiles.userId, userEmails.id))
    .where(anyOf(userEmails.id, [...new Set(userIds)]));
  return new Map(rows.map(({ userId, ...record }) => [userId, record]));
}

export type ProfileWrite = Omit<
  ProfileRow,
  'createdAt' | 'updatedAt' | 'isVerified' | 'agreementVersion'
> & {
  agreementVersion?: string;
};

/**
 * Product rule: writes merge into the existing profile, set isVerified and a server updatedAt, and set
 * createdAt only on first creation.
 */
export async function upsertProfile(db: Db, values: ProfileWrite): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(profiles)
    .values({ ...values, isVerified: true })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { ...changes, isVerified: true, updatedAt: sql`now()` },
    });
}

/** The agreements module keeps acceptances; registration records one through it. */
export { recordAgreementAcceptance } from '../agreements/index.ts';
