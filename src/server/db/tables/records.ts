/** A doula's records: patients and facilities. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { newest, recordTimestamp } from './columns.ts';

/**
 * A doula's patients, protected health information. Never deleted: archiving
 * sets `deleted` and `deleted_at`. Lists read the owner's active rows newest first, through the
 * partial index.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressZip: text('address_zip').notNull(),
    insuranceProvider: text('insurance_provider').notNull(),
    payerId: text('payer_id').notNull(),
    payerType: text('payer_type').notNull(),
    policyNumber: text('policy_number').notNull(),
    // One record is one pregnancy: visit limits count within it.
    expectedDueDate: date('expected_due_date', { mode: 'string' }),
    pregnancyEndedDate: date('pregnancy_ended_date', { mode: 'string' }),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: recordTimestamp('created_at'),
    updatedAt: recordTimestamp('updated_at'),
  },
  (table) => [
    index('patients_owner_active_created_idx')
      .on(table.userId, newest(table.createdAt), newest(table.id))
      .where(sql`deleted = false`),
  ],
);

/** A doula's facilities: where services happen. Archived, never deleted. */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressZip: text('address_zip').notNull(),
    npiNumber: text('npi_number').notNull(),
    // Sets the place of service; facilities from before kinds existed are hospitals.
    kind: text('kind').notNull().default('hospital'),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: recordTimestamp('created_at'),
    updatedAt: recordTimestamp('updated_at'),
  },
  (table) => [
    index('facilities_owner_active_created_idx')
      .on(table.userId, newest(table.createdAt), newest(table.id))
      .where(sql`deleted = false`),
  ],
);
