import type { OverdueKind } from '#domain/clearinghouse/batch-overdue';

/**
 * What the outbox's rows and messages are made of, in a file that imports nothing of the module,
 * so the table, the repository and the messages can all read it.
 */

/**
 * A doula's claim-status notice, an operator's overdue-batch notice, or a doula's notice that
 * her card payment of a fee statement did not go through.
 */
export type OutboxKind =
  'claim_status' | 'batch_overdue' | 'fee_payment_failed' | 'reconsideration_due';

/** An email as composed at delivery. */
export interface Notice {
  subject: string;
  text: string;
}

/** What an overdue-batch notice carries: identifiers and counts only, never PHI. */
export interface OperatorNoticeDetails {
  batchNumber: number;
  payerId: string;
  claimCount: number;
  kind: OverdueKind;
}
