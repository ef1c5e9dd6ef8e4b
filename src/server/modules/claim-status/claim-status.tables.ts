/** Claim status inquiries (276) sent to payers in real time, and the 277 answers they brought. */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { claims } from '../claims/claims.tables.ts';
import { moment, partOf, stampMs, uuidId } from '../../db/columns.ts';

/** Where an inquiry stands: sent and waiting, its answer posted, refused, or the exchange failed. */
export const inquiryStates = ['asked', 'answered', 'refused', 'failed'] as const;
export type InquiryState = (typeof inquiryStates)[number];

/**
 * One 276 about one claim and what came of it. The trace number (TRN02) is unique: a 277 is
 * posted only to the inquiry whose trace it echoes, and only while it is `asked`, so an answer
 * (or a duplicate of it) is applied once. `raw_answer` is what the endpoint answered, kept for
 * the operator whatever became of it (it may hold PHI: never logged, never shown to the doula).
 */
export const claimStatusInquiries = pgTable(
  'claim_status_inquiries',
  {
    id: uuidId(),
    claimId: partOf('claim_id', () => claims.id),
    traceNumber: text('trace_number').notNull(),
    controlNumber: integer('control_number').notNull(),
    state: text('state', { enum: inquiryStates }).notNull().default('asked'),
    // 'job' for the scheduled question, else the operator who asked ("Ask now").
    askedBy: text('asked_by').notNull(),
    askedAt: stampMs('asked_at'),
    answeredAt: moment('answered_at'),
    connectionId: text('connection_id'),
    // The 277's outcome (status-outcome.ts) once posted; the failure's reason code otherwise.
    outcome: text('outcome').notNull().default(''),
    // One plain sentence for the operator: what was posted, or why nothing was.
    message: text('message').notNull().default(''),
    rawAnswer: text('raw_answer'),
  },
  (table) => [
    uniqueIndex('claim_status_inquiries_trace_key').on(table.traceNumber),
    // "Asked lately?" for each candidate claim, and the claim's inquiries newest first.
    index('claim_status_inquiries_claim_idx').on(table.claimId, table.askedAt.desc()),
  ],
);
