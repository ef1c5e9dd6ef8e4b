import { defaultPayerMapping, seedPayerProfiles } from '#domain/billing/index';
import type { DbOrTx } from '../../db/database.ts';
import {
  hasMapping,
  insertMapping,
  insertProfile,
  insertVersion,
} from './payer-catalog.repository.ts';

const SEEDED_BY = 'seed';

/**
 * Puts the billing engine's seed profiles and default mapping into the database the first time
 * (idempotent: a profile already there, edited or not, is left alone). From then on they are
 * operator-editable data like any other profile.
 */
export async function seedPayerCatalog(db: DbOrTx): Promise<void> {
  for (const profile of seedPayerProfiles) {
    if (!(await insertProfile(db, { id: profile.id, name: profile.name }))) continue;
    for (const version of profile.versions) await insertVersion(db, profile.id, version, SEEDED_BY);
  }
  if (!(await hasMapping(db))) await insertMapping(db, defaultPayerMapping, SEEDED_BY);
}
