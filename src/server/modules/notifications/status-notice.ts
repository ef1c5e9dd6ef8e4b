import type { Notice, OutboxKind } from './notice-kinds.ts';
import { FEE_PAYMENT_FAILED_SUBJECT } from './fee-notice.ts';
import { BATCH_OVERDUE_SUBJECT } from './operator-notice.ts';
import { RECONSIDERATION_DUE_SUBJECT } from './reconsideration-notice.ts';

/** The subject of every claim-status email, as the doula and the operator's outbox read it. */
export const CLAIM_STATUS_SUBJECT = 'A claim changed status — sign in to see it';

export const subjectOf: Record<OutboxKind, string> = {
  claim_status: CLAIM_STATUS_SUBJECT,
  batch_overdue: BATCH_OVERDUE_SUBJECT,
  fee_payment_failed: FEE_PAYMENT_FAILED_SUBJECT,
  reconsideration_due: RECONSIDERATION_DUE_SUBJECT,
};

/**
 * The email telling a doula that her claims moved. Email crosses servers we do not control and
 * sits in inboxes others may read, so it names nothing: no patient, no date of service, no form
 * ID, no amount, not even which status. Only that something changed, how many changes (when more
 * than one), and where to sign in.
 */
export function claimStatusNotice(changes: number, publicUrl: string): Notice {
  const what =
    changes > 1
      ? `${changes} changes to your claims are waiting for you in Doula Billing.`
      : 'One of your claims changed status in Doula Billing.';
  return {
    subject: CLAIM_STATUS_SUBJECT,
    text: [
      'Hello,',
      '',
      what,
      '',
      `Sign in to see ${changes > 1 ? 'them' : 'it'}: ${publicUrl}/claims`,
      '',
      "For your patients' privacy this email never says which claim or what changed.",
      '',
      'Doula Billing',
    ].join('\n'),
  };
}
