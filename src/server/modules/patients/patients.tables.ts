/** The patients module's table: a doula's patients. */
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { postalAddress, uuidId } from '../../db/columns.ts';
import { archivable, ownerActiveIndex, ownerId } from '../../db/owned.ts';

/**
 * A doula's patients, protected health information. Never deleted: archiving
 * sets `deleted` and `deleted_at`. Lists read the owner's active rows newest first, through the
 * partial index.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuidId(),
    userId: ownerId(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    ...postalAddress(),
    insuranceProvider: text('insurance_provider').notNull(),
    payerId: text('payer_id').notNull(),
    payerType: text('payer_type').notNull(),
    policyNumber: text('policy_number').notNull(),
    // F, M or U as on the insurance card. Patients saved before it was asked get F, what the form
    // preselects; the doula sees it and can change it on her next edit (decision 046).
    sex: text('sex').notNull().default('F'),
    // One record is one pregnancy: visit limits count within it.
    expectedDueDate: date('expected_due_date', { mode: 'string' }),
    pregnancyEndedDate: date('pregnancy_ended_date', { mode: 'string' }),
    ...archivable(),
  },
  (table) => [ownerActiveIndex('patients_owner_active_created_idx', table)],
);
