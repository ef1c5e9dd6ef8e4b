import { RECONSIDERATION_REMIND_DAYS } from '#domain/billing/reconsideration-window';
import type { DbOrTx } from '../../db/database.ts';
import type { Notice } from './notice-kinds.ts';
import { insertNotice } from './outbox.repository.ts';

export const RECONSIDERATION_DUE_SUBJECT = 'A reconsideration you started is due soon';

/**
 * Queues her reminder that a reconsideration she drafted is near its deadline. The email names
 * no claim, patient, payer, date or amount: only that one is due and where to see it.
 */
export const notifyReconsiderationDue = (db: DbOrTx, userId: string) =>
  insertNotice(db, userId, 'reconsideration_due');

export function reconsiderationDueNotice(publicUrl: string): Notice {
  return {
    subject: RECONSIDERATION_DUE_SUBJECT,
    text: [
      'Hello,',
      '',
      `A reconsideration you started in Doula Billing is due within ${RECONSIDERATION_REMIND_DAYS} days and has not been sent to the plan yet.`,
      `Sign in to print its packet and send it: ${publicUrl}/claims`,
      '',
      "For your patients' privacy this email never says which claim.",
      '',
      'Doula Billing',
    ].join('\n'),
  };
}
