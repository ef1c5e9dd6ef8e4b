/** The profile module's table: the provider's business profile. */
import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { StoredBillingArrangement } from '#domain/records/billing-arrangement';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

/**
 * The provider's business profile. The email lives on users (it comes
 * from the identity provider). The tax ID is stored only encrypted, with its last four digits
 * kept apart for display.
 */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  taxIdType: text('tax_id_type', { enum: ['SSN', 'EIN'] })
    .notNull()
    .default('SSN'),
  taxIdCiphertext: text('tax_id_ciphertext').notNull(),
  taxIdLast4: text('tax_id_last4').notNull(),
  businessName: text('business_name').notNull(),
  businessAddressStreet: text('business_address_street').notNull(),
  businessAddressCity: text('business_address_city').notNull(),
  businessAddressState: text('business_address_state').notNull(),
  businessAddressZip: text('business_address_zip').notNull(),
  npiNumber: text('npi_number').notNull(),
  /** Who bills her claims (herself unless she chose a group or a supervising clinician). */
  billingArrangement: jsonb('billing_arrangement')
    .$type<StoredBillingArrangement>()
    .notNull()
    .default({ kind: 'self' }),
  agreementVersion: text('agreement_version'),
  isVerified: boolean('is_verified').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
