import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  PayerCatalog,
  PayerMapping,
  PayerProfile,
  PayerProfileVersion,
} from '#domain/billing/index';
import type { PromptPayRule } from '#domain/billing/prompt-pay/rules';
import type { DbOrTx } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  payerCatalogToken,
  payerMappings,
  payerProfiles,
  payerProfileVersions,
} from './billing.tables.ts';

/**
 * Payer profiles, their versions and the payer mapping as stored. Every definition was checked
 * by the billing engine's schemas before it was written, so it is read back as it is.
 */

/**
 * The whole catalog: a handful of profiles with a few versions each, and the mapping in force.
 * One statement (every claim submission and check reads it), so one snapshot serves all three
 * tables: profiles a newer mapping names are committed with it and never missing here.
 */
export async function loadCatalog(
  db: DbOrTx,
): Promise<{ catalog: PayerCatalog | undefined; token: string | null }> {
  const [row] = await db
    .execute<{ mapping: PayerMapping | null; profiles: PayerProfile[]; token: string | null }>(
      sql`
    SELECT
      (SELECT t.token FROM ${payerCatalogToken} t) AS token,
      (SELECT m.mapping FROM ${payerMappings} m ORDER BY m.id DESC LIMIT 1) AS mapping,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', p.id,
          'name', p.name,
          'medicaidState', p.medicaid_state,
          'versions', coalesce((
            SELECT json_agg(v.definition ORDER BY v.effective_from)
            FROM ${payerProfileVersions} v WHERE v.profile_id = p.id), '[]'::json)
        ) ORDER BY p.name)
        FROM ${payerProfiles} p), '[]'::json) AS profiles`,
    )
    .then((result) => result.rows);
  const token = row?.token ?? null;
  if (!row?.mapping) return { catalog: undefined, token };
  return { catalog: { profiles: row.profiles, mapping: row.mapping }, token };
}

/** The catalog's token as of now: it changes with every write to the catalog's tables. */
export async function catalogToken(db: DbOrTx): Promise<string | null> {
  const [row] = await tokenNow(db, {});
  return row?.token ?? null;
}

/** The catalog's token as a scalar subquery, for a caller reading it with other things. */
export const catalogTokenNow = sql<
  string | null
>`(SELECT ${payerCatalogToken.token} FROM ${payerCatalogToken})`;

const tokenNow = preparedStatement((db) =>
  db
    .select({ token: payerCatalogToken.token })
    .from(payerCatalogToken)
    .prepare('payer_catalog_token'),
);

export async function currentMapping(db: DbOrTx): Promise<PayerMapping | undefined> {
  const [row] = await db
    .select({ mapping: payerMappings.mapping })
    .from(payerMappings)
    .orderBy(desc(payerMappings.id))
    .limit(1);
  return row?.mapping as unknown as PayerMapping | undefined;
}

/** Locks one profile for a change of its versions; undefined when there is no such profile. */
export async function lockProfile(db: DbOrTx, profileId: string) {
  const [row] = await db
    .select()
    .from(payerProfiles)
    .where(eq(payerProfiles.id, profileId))
    .for('update');
  return row;
}

export async function versionsOf(db: DbOrTx, profileId: string) {
  return db
    .select()
    .from(payerProfileVersions)
    .where(eq(payerProfileVersions.profileId, profileId))
    .orderBy(asc(payerProfileVersions.effectiveFrom));
}

/** The columns of a profile's own row (its versions are rows of their own). */
export const profileRow = (profile: PayerProfile) => ({
  id: profile.id,
  name: profile.name,
  medicaidState: profile.medicaidState,
});

export async function insertProfile(
  db: DbOrTx,
  profile: { id: string; name: string; medicaidState: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(payerProfiles)
    .values(profile)
    .onConflictDoNothing()
    .returning({ id: payerProfiles.id });
  return inserted.length === 1;
}

export async function insertVersion(
  db: DbOrTx,
  profileId: string,
  version: PayerProfileVersion,
  createdBy: string,
): Promise<string> {
  const [row] = await db
    .insert(payerProfileVersions)
    .values({
      profileId,
      effectiveFrom: version.effectiveFrom,
      effectiveTo: version.effectiveTo,
      definition: version as unknown as Record<string, unknown>,
      createdBy,
    })
    .returning({ id: payerProfileVersions.id });
  return row!.id;
}

/** Ends a version on a date (the day before its successor starts). */
export async function endVersion(
  db: DbOrTx,
  versionId: string,
  version: PayerProfileVersion,
): Promise<void> {
  await db
    .update(payerProfileVersions)
    .set({
      effectiveTo: version.effectiveTo,
      definition: version as unknown as Record<string, unknown>,
    })
    .where(eq(payerProfileVersions.id, versionId));
}

/** Whether another profile already goes by this name (letter case aside). */
export async function nameTaken(db: DbOrTx, name: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payerProfiles.id })
    .from(payerProfiles)
    .where(and(sql`lower(${payerProfiles.name}) = lower(${name})`, ne(payerProfiles.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function renameProfile(
  db: DbOrTx,
  profileId: string,
  name: string,
  claimStatusAfterDays?: number,
): Promise<void> {
  await db
    .update(payerProfiles)
    .set({
      name,
      ...(claimStatusAfterDays === undefined ? {} : { claimStatusAfterDays }),
      updatedAt: new Date(),
    })
    .where(eq(payerProfiles.id, profileId));
}

export async function touchProfile(db: DbOrTx, profileId: string): Promise<void> {
  await db
    .update(payerProfiles)
    .set({ updatedAt: new Date() })
    .where(eq(payerProfiles.id, profileId));
}

export async function insertMapping(
  db: DbOrTx,
  mapping: PayerMapping,
  createdBy: string,
): Promise<void> {
  await db
    .insert(payerMappings)
    .values({ mapping: mapping as unknown as Record<string, unknown>, createdBy });
}

export async function hasMapping(db: DbOrTx): Promise<boolean> {
  return (await currentMapping(db)) !== undefined;
}

/** The prompt-pay rules an operator set for a profile (decision 108). */
export async function setPromptPayRules(
  db: DbOrTx,
  profileId: string,
  rules: readonly PromptPayRule[],
): Promise<void> {
  await db
    .update(payerProfiles)
    .set({ promptPayRules: rules as unknown as Record<string, unknown>[], updatedAt: new Date() })
    .where(eq(payerProfiles.id, profileId));
}
