/** Enrollment at the clearinghouse, per payer and transaction (decision 065). */
import { date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enrollmentStates, enrollmentTransactions } from '#domain/clearinghouse/enrollments';
import { createdAt, updatedAt, uuidId } from '../../db/columns.ts';

/**
 * One payer's enrollment for one transaction at the product's clearinghouse, as an operator set
 * it. A payer and transaction without a row needs no enrollment, so a fresh install behaves as
 * before any was recorded. `payer_id` is upper case, as claims are matched to payers.
 */
export const payerEnrollments = pgTable(
  'payer_enrollments',
  {
    id: uuidId(),
    payerId: text('payer_id').notNull(),
    transaction: text('transaction', { enum: enrollmentTransactions }).notNull(),
    state: text('state', { enum: enrollmentStates }).notNull(),
    requestedOn: date('requested_on', { mode: 'string' }),
    approvedOn: date('approved_on', { mode: 'string' }),
    // The operator's short note (a reference number, who was called); never a patient's details.
    note: text('note').notNull().default(''),
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payer_enrollments_payer_transaction_key').on(table.payerId, table.transaction),
  ],
);
