/** Payer profiles (rates and rules by date) and the payer-to-profile mapping. */
import {
  date,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CLAIM_STATUS_AFTER_DAYS } from '#domain/billing/index';
import { createdAt, serialId, updatedAt, uuidId } from '../../db/columns.ts';

/**
 * Payer profiles: how one kind of payer codes and prices doula claims. Operator-editable data,
 * seeded at start from the billing engine's seed profiles when the table is empty.
 */
export const payerProfiles = pgTable('payer_profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  // The state whose Medicaid program this profile bills (two letters); null for other payers.
  medicaidState: text('medicaid_state'),
  // Ask the payer about a claim it accepted (a 276) after this many days without an 835.
  claimStatusAfterDays: integer('claim_status_after_days')
    .notNull()
    .default(DEFAULT_CLAIM_STATUS_AFTER_DAYS),
  // The prompt-pay rules an operator set (decision 108); null: the product's seeded rules for
  // the profile's state, so a release that learns a statute reaches profiles nobody edited.
  promptPayRules: jsonb('prompt_pay_rules').$type<Record<string, unknown>[]>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One version of a payer profile, in force from `effective_from` to `effective_to` (inclusive;
 * null: until further notice). `definition` is the whole version as the engine reads it. A
 * claim stores its lines and the version it was priced with, so a new version never reprices it.
 */
export const payerProfileVersions = pgTable(
  'payer_profile_versions',
  {
    id: uuidId(),
    profileId: text('profile_id')
      .notNull()
      .references(() => payerProfiles.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [
    uniqueIndex('payer_profile_versions_profile_from_key').on(table.profileId, table.effectiveFrom),
  ],
);

/**
 * The payer mapping (payer type / payer ID → profile), one row per edit: the newest row is in
 * force, the older ones are its history.
 */
export const payerMappings = pgTable('payer_mappings', {
  id: serialId(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  createdBy: text('created_by').notNull(),
});

/**
 * State worked out from the data, never data of its own: a backup leaves this schema out (it
 * copies `public`), and a restore works it out again.
 */
export const derived = pgSchema('derived');

/**
 * One row whose token changes with every write to the three catalog tables above (statement
 * triggers, migration 0056), so a server may keep the catalog it read until the token moves
 * (payer-catalog.service.ts). A random token, not a counter: databases cloned from one
 * template share a counter's values while their catalogs diverge. No row until the catalog is
 * first written.
 */
export const payerCatalogToken = derived.table('payer_catalog_token', {
  id: integer('id').primaryKey().default(1),
  token: uuid('token').notNull().defaultRandom(),
});
