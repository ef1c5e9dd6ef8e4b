import { sql } from 'drizzle-orm';
import { defaultPayerMapping, seedPayerProfiles } from '#domain/billing/index';
import type { DbOrTx } from '../../db/database.ts';
import {
  hasMapping,
  insertMapping,
  insertProfile,
  profileRow,
  insertVersion,
} from './payer-catalog.repository.ts';

const SEEDED_BY = 'seed';

/**
 * Puts the billing engine's seed profiles and default mapping into the database the first time
 * (idempotent: a profile already there, edited or not, is left alone). From then on they are
 * operator-editable data like any other profile.
 */
export async function seedPayerCatalog(db: DbOrTx): Promise<void> {
  // All or nothing, one seeder at a time: a server killed halfway must not leave a profile
  // without its versions, and two first requests must not both seed. The mapping goes in last,
  // so a reader that sees it sees everything the seed wrote (loadCatalog reads it first).
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('payer-catalog-seed'))`);
    for (const profile of seedPayerProfiles) {
      if (!(await insertProfile(tx, profileRow(profile)))) continue;
      for (const version of profile.versions) {
        await insertVersion(tx, profile.id, version, SEEDED_BY);
      }
    }
    if (!(await hasMapping(tx))) await insertMapping(tx, defaultPayerMapping, SEEDED_BY);
  });
}
