/** Coverage checks: every eligibility question asked for a doula's patient and its answer (decision 077). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { coverageCheckSources, coverageStatuses } from '#domain/clearinghouse/coverage';
import { moment, partOf, stamp, uuidId } from '../../db/columns.ts';
import { ownerId } from '../../db/owned.ts';
import { patients } from '../patients/patients.tables.ts';

/**
 * One coverage check of one patient for one month of service with one payer. A row is written
 * `pending` before the question leaves (so the daily limit and the cache count it at once) and
 * completed with the answer. `number` makes the 270's control numbers and trace number unique.
 * `raw_answer` is what the endpoint answered, for the operator only: the doula's views never
 * read it. The rest is what she is shown, in plain words.
 */
export const coverageChecks = pgTable(
  'coverage_checks',
  {
    id: uuidId(),
    userId: ownerId(),
    patientId: partOf('patient_id', () => patients.id),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    payerId: text('payer_id').notNull(),
    payerName: text('payer_name').notNull(),
    month: text('month').notNull(),
    source: text('source', { enum: coverageCheckSources }).notNull(),
    status: text('status', { enum: coverageStatuses }).notNull(),
    planName: text('plan_name'),
    planFrom: text('plan_from'),
    planTo: text('plan_to'),
    payerMemberId: text('payer_member_id'),
    managedCareName: text('managed_care_name'),
    managedCarePayerId: text('managed_care_payer_id'),
    managedCarePhone: text('managed_care_phone'),
    managedCareMessage: text('managed_care_message'),
    /** The rejection or failure in plain words, with what to do next. */
    explanation: text('explanation'),
    /** A failure in the operator's words (the endpoint's error, a CORE error name): never hers. */
    failureDetail: text('failure_detail'),
    /** The connection asked, when one was. */
    connectionId: uuid('connection_id'),
    rawAnswer: text('raw_answer'),
    checkedAt: stamp('checked_at'),
    answeredAt: moment('answered_at'),
  },
  (table) => [
    index('coverage_checks_patient_idx').on(table.userId, table.patientId, table.checkedAt.desc()),
    index('coverage_checks_user_day_idx').on(table.userId, table.checkedAt),
    check('coverage_checks_month_shape', sql`${table.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

export type CoverageCheckRow = typeof coverageChecks.$inferSelect;
