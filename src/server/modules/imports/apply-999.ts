import type { GroupAcknowledgement } from '../../formats/x12/index.ts';
import type { ApplyContext } from './apply-context.ts';

/**
 * A 999 says whether a batch we sent was readable. Batches are matched by their group control
 * number (GS06, echoed in AK102); until batches are stored, each acknowledgement is listed for
 * the operator as unmatched, never dropped.
 */
export function apply999(ctx: ApplyContext, acknowledgements: GroupAcknowledgement[]) {
  for (const acknowledgement of acknowledgements) {
    ctx.notes.push(
      `Group ${acknowledgement.groupControlNumber}: ${acknowledgement.status} (${acknowledgement.counts.accepted} of ${acknowledgement.counts.included} transaction sets accepted).`,
    );
    ctx.unmatched.push({
      reference: acknowledgement.groupControlNumber,
      reason: 'No batch has this group control number.',
      details: {
        file: '999',
        status: acknowledgement.status,
        statusCode: acknowledgement.statusCode,
        counts: acknowledgement.counts,
        errorCodes: acknowledgement.errorCodes,
        transactions: acknowledgement.transactions.map((transaction) => ({
          controlNumber: transaction.controlNumber,
          status: transaction.status,
          errorCodes: transaction.errorCodes,
          segmentErrors: transaction.segmentErrors.length,
        })),
      },
    });
  }
}
