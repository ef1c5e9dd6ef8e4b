import {
  addDays,
  billingMessages,
  type PayerCatalog,
  type PayerProfile,
  payerMappingSchema,
  payerProfileCreateSchema,
  payerProfileIdFor,
  payerProfileRenameSchema,
  payerProfileSchema,
  type PayerProfileVersion,
  seedPayerProfiles,
  newPayerProfileVersionSchema,
  unknownProfilesInMapping,
  versionsOverlap,
} from '#domain/billing/index';
import { promptPayRulesSchema } from '#domain/billing/prompt-pay/rules';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.ts';
import {
  conflict,
  invalid,
  notFound,
  parseInput,
  parseRules,
  unprocessable,
} from '../../errors/index.ts';
import {
  endVersion,
  insertMapping,
  insertProfile,
  profileRow,
  insertVersion,
  catalogToken,
  loadCatalog,
  lockProfile,
  nameTaken,
  renameProfile,
  setPromptPayRules,
  touchProfile,
  versionsOf,
} from './payer-catalog.repository.ts';
import { seedPayerCatalog } from './payer-catalog.seed.ts';

/**
 * The catalog in force (profiles and mapping), read from the database on every use. The first
 * use seeds it (not the migrations: a database restored from a backup must start empty), and so
 * does the first use after a release adds a seed profile (a state's program): only the missing
 * profiles are added, and profiles already there, edited or not, are left alone.
 */
export async function payerCatalogOf(
  db: DbOrTx,
  /** The token, when the caller read it in a statement of its own (catalogTokenNow). */
  tokenRead?: { token: string | null },
): Promise<PayerCatalog> {
  const token = tokenRead ? tokenRead.token : await catalogToken(db);
  const kept = token === null ? undefined : keptCatalogs.get(token);
  if (kept) return kept;
  const read = await loadCatalog(db);
  const { catalog } = read;
  if (catalog && seedPayerProfiles.every((seed) => catalog.profiles.some((p) => p.id === seed.id)))
    return keep(read.token, catalog);
  await seedPayerCatalog(db);
  const seeded = await loadCatalog(db);
  if (!seeded.catalog) throw new Error('the payer catalog could not be seeded');
  return keep(seeded.token, seeded.catalog);
}

/**
 * Catalogs this server read, by the token they were read with (in the same statement): every
 * submission and claim check needs the catalog, which changes a few times a year, and reading
 * and parsing it each time was a round trip and 55 KB of JSON a submission (decision 113).
 * Frozen, since every request shares them. A few tokens, for the databases a test process opens.
 */
const keptCatalogs = new Map<string, PayerCatalog>();
const KEPT_CATALOGS = 8;

function keep(token: string | null, catalog: PayerCatalog): PayerCatalog {
  if (token === null) return catalog;
  keptCatalogs.delete(token);
  keptCatalogs.set(token, deepFreeze(catalog));
  if (keptCatalogs.size > KEPT_CATALOGS) keptCatalogs.delete(keptCatalogs.keys().next().value!);
  return catalog;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

const promptPayRulesInput = z.object({ rules: promptPayRulesSchema }).strict();

const fieldErrors = (problems: { path: (string | number)[]; message: string }[]) =>
  Object.fromEntries(problems.map((problem) => [problem.path.join('.'), problem.message]));

/**
 * Operators edit payer profiles and the payer mapping (the console and any other door call
 * these). Edits only ever add: a new version from a date, a new mapping row. Stored claims keep
 * the lines and amounts they were priced with, so no edit reprices them.
 */
export function createPayerCatalogService(db: Db) {
  return {
    catalog: () => payerCatalogOf(db),

    /**
     * A new version of a profile from its effective date. The version in force until further
     * notice, when it starts earlier, is ended the day before (that is how a rate change is
     * published); any other overlap is refused with a field error, and nothing is stored.
     */
    async addVersion(profileId: string, input: unknown, by: string): Promise<PayerProfile> {
      const version = parseRules(newPayerProfileVersionSchema, input);
      await db.transaction(async (tx) => {
        const profile = await lockProfile(tx, profileId);
        if (!profile) throw notFound();
        const existing = await versionsOf(tx, profileId);
        const openEnded = existing.find(
          (row) => row.effectiveTo === null && row.effectiveFrom < version.effectiveFrom,
        );
        const ended = openEnded && {
          ...(openEnded.definition as unknown as PayerProfileVersion),
          effectiveTo: addDays(version.effectiveFrom, -1),
        };
        const others = existing
          .filter((row) => row !== openEnded)
          .map((row) => row.definition as unknown as PayerProfileVersion);
        const clash = [...others, ...(ended ? [ended] : [])].find((other) =>
          versionsOverlap(version, other),
        );
        if (clash) {
          const overlap = billingMessages.profile.overlappingVersions(
            clash.effectiveFrom,
            clash.effectiveTo,
          );
          throw unprocessable(`effectiveFrom: ${overlap}`, { fields: { effectiveFrom: overlap } });
        }
        if (openEnded && ended) await endVersion(tx, openEnded.id, ended);
        await insertVersion(tx, profileId, version, by);
        await touchProfile(tx, profileId);
      });
      const catalog = await payerCatalogOf(db);
      return catalog.profiles.find((profile) => profile.id === profileId)!;
    },

    /** A new profile with its first versions; its id is made from its name, which must be new. */
    async createProfile(input: unknown, by: string): Promise<PayerProfile> {
      const { name, medicaidState, versions } = parseRules(payerProfileCreateSchema, input);
      const profile = parseRules(payerProfileSchema, {
        id: payerProfileIdFor(name),
        name,
        medicaidState,
        versions,
      });
      await db.transaction(async (tx) => {
        const taken = await nameTaken(tx, profile.name, profile.id);
        if (taken || !(await insertProfile(tx, profileRow(profile)))) {
          throw conflict('A payer profile with this name already exists.', {
            name: 'A payer profile with this name already exists.',
          });
        }
        for (const version of profile.versions) await insertVersion(tx, profile.id, version, by);
      });
      return profile;
    },

    /**
     * A new name for a profile. Its id stays (the mapping and stored claims refer to it), and
     * claims already submitted keep the name they were priced under.
     */
    async renameProfile(profileId: string, input: unknown): Promise<PayerProfile> {
      const { name, claimStatusAfterDays } = parseInput(payerProfileRenameSchema, input);
      await db.transaction(async (tx) => {
        if (!(await lockProfile(tx, profileId))) throw notFound();
        if (await nameTaken(tx, name, profileId)) {
          throw conflict('Another payer profile already has this name.', {
            name: 'Another payer profile already has this name.',
          });
        }
        await renameProfile(tx, profileId, name, claimStatusAfterDays);
      });
      const catalog = await payerCatalogOf(db);
      return catalog.profiles.find((profile) => profile.id === profileId)!;
    },

    /**
     * A profile's prompt-pay rules, all at once (decision 108). A rule with zero days or a
     * negative rate is refused in one sentence and nothing is stored. Claims already received
     * keep the rule they were received under.
     */
    async setPromptPayRules(profileId: string, input: unknown) {
      const { rules } = parseRules(promptPayRulesInput, input);
      await db.transaction(async (tx) => {
        if (!(await lockProfile(tx, profileId))) throw notFound();
        await setPromptPayRules(tx, profileId, rules);
      });
      return { profileId, rules };
    },

    /** Replaces the mapping in force (the earlier one stays as history). */
    async setMapping(input: unknown, by: string): Promise<PayerCatalog> {
      const mapping = parseInput(payerMappingSchema, input);
      const { profiles } = await payerCatalogOf(db);
      const problems = unknownProfilesInMapping(mapping, profiles);
      if (problems.length > 0) throw invalid('Some fields are not valid.', fieldErrors(problems));
      await insertMapping(db, mapping, by);
      return payerCatalogOf(db);
    },
  };
}

export type PayerCatalogService = ReturnType<typeof createPayerCatalogService>;
