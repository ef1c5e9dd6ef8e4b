import { overdueLabels } from '#domain/clearinghouse/batch-overdue';
import type { Notice, OperatorNoticeDetails } from './notice-kinds.ts';

/** The subject of the email telling operators of overdue batches. */
export const BATCH_OVERDUE_SUBJECT = 'Batches overdue at the clearinghouse';

/**
 * The email telling an operator which batches wait too long for an answer: batch numbers, payer
 * IDs, claim counts and where to look. Batch numbers and payer IDs name no patient.
 */
export function batchOverdueNotice(
  items: readonly OperatorNoticeDetails[],
  publicUrl: string,
): Notice {
  const lines = items.map(
    (item) =>
      `- Batch ${item.batchNumber} (payer ${item.payerId}, ${item.claimCount} ${
        item.claimCount === 1 ? 'claim' : 'claims'
      }): ${overdueLabels[item.kind].replace(/^Overdue: /, '')}`,
  );
  return {
    subject: BATCH_OVERDUE_SUBJECT,
    text: [
      'Hello,',
      '',
      items.length === 1
        ? 'One batch is overdue at the clearinghouse:'
        : `${items.length} batches are overdue at the clearinghouse:`,
      ...lines,
      '',
      `See them in the operator console: ${publicUrl}/operator?section=batches`,
      '',
      'Doula Billing',
    ].join('\n'),
  };
}
