import type { BatchAcknowledgementStatus } from '#domain/claims/batches';
import {
  FILE_REJECTED_REASON,
  FILE_REJECTED_STEP,
  type PayerAnswer,
} from '#domain/claims/payer-answer';
import {
  type AcknowledgementStatus,
  describeGroupErrors,
  describeTransactionErrors,
  type GroupAcknowledgement,
  type TransactionAcknowledgement,
} from '../../formats/x12/index.ts';
import {
  type AcknowledgedBatch,
  batchOfGroupControlNumber,
  claimsAwaitingAnswer,
} from '../batches/index.ts';
import { applyPayerAnswer, claimsForMatching } from '../claims/index.ts';
import { answerDate, closeAnswered, movement, type ApplyContext } from './apply-context.ts';

const PLAIN: Record<AcknowledgementStatus, BatchAcknowledgementStatus> = {
  accepted: 'accepted',
  'accepted-with-errors': 'accepted-with-errors',
  'partially-accepted': 'partly-accepted',
  rejected: 'rejected',
};

/** ST02 as the 999 echoes it ("0042") against ours (42). */
const sameControlNumber = (echoed: string, ours: number) =>
  /^\d{1,9}$/.test(echoed) && Number(echoed) === ours;

/**
 * What the 999 says of our batch's own transaction set: its IK5 when it is listed, else the
 * group's AK9 (some senders list only the rejected sets). A group accepted only in part
 * (AK9 P) rejects our set unless its IK5 accepted it.
 */
function outcomeOf(
  group: GroupAcknowledgement,
  ours: TransactionAcknowledgement | undefined,
): BatchAcknowledgementStatus {
  const own = ours ? PLAIN[ours.status] : PLAIN[group.status];
  if (own === 'partly-accepted') return 'rejected';
  if (own !== 'rejected' && group.status === 'partially-accepted') return 'partly-accepted';
  return own;
}

/** Every problem the 999 names, each transaction's prefixed with its control number when several are listed. */
function problemsOf(group: GroupAcknowledgement): string[] {
  const several = group.transactions.length > 1;
  return [
    ...describeGroupErrors(group),
    ...group.transactions.flatMap((transaction) =>
      describeTransactionErrors(transaction).map((problem) =>
        several ? `Transaction ${transaction.controlNumber}: ${problem}` : problem,
      ),
    ),
  ];
}

const countsOf = (group: GroupAcknowledgement) =>
  `${group.counts.accepted} of ${group.counts.included} transaction sets accepted`;

/**
 * A 999 says whether the clearinghouse could read a batch we sent: it is matched to the batch
 * by the group control number it acknowledges (AK102 = our GS06) and the transaction set
 * control number (AK202 = our ST02). Accepted: the batch shows it. Rejected: every claim of the
 * batch still waiting is rejected, with a history note saying why, and leaves the batch, so it
 * can be sent again. A group or transaction set we never sent is listed as unmatched.
 */
export async function apply999(ctx: ApplyContext, acknowledgements: GroupAcknowledgement[]) {
  for (const group of acknowledgements) {
    const batch = await batchOfGroupControlNumber(ctx.tx, group.groupControlNumber);
    if (!batch) {
      ctx.notes.push(`Group ${group.groupControlNumber}: ${group.status} (${countsOf(group)}).`);
      ctx.unmatched.push({
        reference: group.groupControlNumber,
        reason: 'No batch has this group control number.',
        details: detailsOf(group),
      });
      continue;
    }
    const ours = group.transactions.filter((transaction) =>
      sameControlNumber(transaction.controlNumber, batch.transactionControlNumber),
    );
    for (const stranger of group.transactions.filter((t) => !ours.includes(t))) {
      ctx.unmatched.push({
        reference: `${group.groupControlNumber}/${stranger.controlNumber}`,
        reason: `Batch ${batch.number} has no transaction set with control number ${stranger.controlNumber}.`,
        details: detailsOf({ ...group, transactions: [stranger] }),
      });
    }
    const status = outcomeOf(group, ours.at(-1));
    const problems = problemsOf(group);
    ctx.acknowledgedBatches.push({
      batchId: batch.id,
      number: batch.number,
      status,
      transactions: group.transactions.map((transaction) => ({
        controlNumber: transaction.controlNumber,
        status: PLAIN[transaction.status],
      })),
      problems,
    });
    if (status === 'rejected') {
      await rejectBatch(ctx, batch, '999');
    } else {
      const which =
        status === 'partly-accepted'
          ? `partly accepted (${group.transactions.map((t) => `transaction ${t.controlNumber} ${PLAIN[t.status].replaceAll('-', ' ')}`).join(', ')})`
          : status === 'accepted-with-errors'
            ? 'accepted with errors'
            : 'accepted';
      ctx.notes.push(`Batch ${batch.number}: ${which} by the clearinghouse.`);
    }
  }
}

/**
 * The file could not be read (a 999 rejecting its group, a TA1 rejecting its envelope): each
 * claim of the batch still waiting is rejected and leaves it, until an operator resends the
 * batch. Her claim says only that our file had a problem and we send it again: the file's
 * segments and loops are the operators' to read, in the batch's acknowledgement.
 */
export async function rejectBatch(
  ctx: ApplyContext,
  batch: AcknowledgedBatch,
  source: Extract<PayerAnswer['source'], '999' | 'TA1'>,
) {
  const formIds = await claimsAwaitingAnswer(ctx.tx, batch.id);
  const locked = await claimsForMatching(ctx.tx, formIds);
  // In the file's order; a claim removed since (its doula's account gone) has nothing to change.
  const waiting = formIds.flatMap((formId) => locked.get(formId) ?? []);
  const note = `${FILE_REJECTED_REASON} ${FILE_REJECTED_STEP}`;
  const answer: PayerAnswer = {
    source,
    from: 'The clearinghouse',
    date: answerDate(undefined),
    outcome: 'rejected',
    statusCodes: [],
    adjustments: [],
    remarkCodes: [],
    notes: [FILE_REJECTED_REASON],
  };
  for (const claim of waiting) {
    // The state machine never moves a claim the payer has decided.
    const moved = await applyPayerAnswer(
      ctx.tx,
      claim,
      {
        event: 'rejected',
        note,
        changedBy: ctx.changedBy,
        answer,
        actor: ctx.actor,
      },
      ctx.claimHooks,
    );
    ctx.matched.push({
      formId: claim.formId,
      claimId: claim.id,
      change: movement(moved.from, moved.to),
    });
  }
  ctx.notes.push(
    `Batch ${batch.number}: rejected by the clearinghouse; ${
      waiting.length === 0
        ? 'no claim of it was still waiting for an answer.'
        : waiting.length === 1
          ? 'its claim is rejected.'
          : `its ${waiting.length} claims are rejected.`
    }`,
  );
  await closeAnswered(
    ctx,
    waiting.map((claim) => claim.id),
  );
}

/** What the operator needs to find the file the 999 speaks of; no values from our file. */
function detailsOf(group: GroupAcknowledgement) {
  return {
    file: '999',
    status: group.status,
    statusCode: group.statusCode,
    counts: group.counts,
    errorCodes: group.errorCodes,
    transactions: group.transactions.map((transaction) => ({
      controlNumber: transaction.controlNumber,
      status: transaction.status,
      errorCodes: transaction.errorCodes,
      segmentErrors: transaction.segmentErrorCount,
    })),
  };
}
