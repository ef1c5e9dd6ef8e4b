import { FEE_GRACE_DAYS } from '#domain/fees/card-fees';
import type { DbOrTx } from '../../db/database.ts';
import type { Notice } from './notice-kinds.ts';
import { insertNotice } from './outbox.repository.ts';

export const FEE_PAYMENT_FAILED_SUBJECT = 'Your card payment did not go through';

/**
 * Queues her one email about a failed card payment, inside the caller's transaction. The row
 * names only her and the kind: the email says no month, amount, claim or patient, only where
 * to look and what to do.
 */
export const notifyFeePaymentFailed = (db: DbOrTx, userId: string) =>
  insertNotice(db, userId, 'fee_payment_failed');

export function feePaymentFailedNotice(publicUrl: string): Notice {
  return {
    subject: FEE_PAYMENT_FAILED_SUBJECT,
    text: [
      'Hello,',
      '',
      'The card payment for your Doula Billing fee statement did not go through.',
      `Please sign in and update your card on your Billing page: ${publicUrl}/account/billing`,
      'We will then try it again.',
      '',
      `If it stays unpaid for ${FEE_GRACE_DAYS} days, new claims you submit wait unsent until it is paid. They are kept, not lost.`,
      '',
      'Doula Billing',
    ].join('\n'),
  };
}
