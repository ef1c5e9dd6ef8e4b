import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/database.ts';
import { agreementAcceptances, agreements } from '../agreements/agreements.tables.ts';
import { profiles } from './profile.tables.ts';
import { users } from '../users/users.tables.ts';

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
  const current = db
    .select({ version: agreements.version })
    .from(agreements)
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(1);
  const [row] = await db
    .select({
      email: users.email,
      profile: profiles,
      currentAgreementVersion: sql<string | null>`(${current})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
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

export async function recordAgreementAcceptance(db: Db, userId: string, version: string) {
  await db.insert(agreementAcceptances).values({ userId, version });
}
