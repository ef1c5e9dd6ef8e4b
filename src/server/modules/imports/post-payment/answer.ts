import { formatCents } from '#domain/billing/money';
import { firstReason, type PayerAnswer } from '#domain/claims/payer-answer';
import type { ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimPayment } from '../../../formats/x12/index.ts';
import type { ClaimForMatching, VoidAnswered } from '../../claims/index.ts';
import type { ApplyContext, PendingAnswers } from '../apply-context.ts';
import type { HoldDecision } from './hold.ts';
import type { GuardedPayment, Run835, Slice835 } from './payment-run.ts';

/** What a posted payment says to its claim, and how it got there. */
export interface PostedPayment {
  claim: ClaimForMatching;
  payment: ClaimPayment;
  from: string;
  date: string;
  event: ClaimEvent;
  partial: boolean;
  reversal: boolean;
  adjustments: { group: string; reason: string; amountCents: number }[];
  remarkCodes: string[];
  /** What the reversal took back (0 for a payment). */
  takenBack: number;
  voided: VoidAnswered | undefined;
  ledgerClaimId: string;
}

/** A posted payment's answer, collected for the claims it names; they leave their batches. */
export function answerPosted(
  run: Run835,
  slice: Slice835,
  guarded: GuardedPayment,
  { target, ledgerClaimId }: HoldDecision,
): void {
  slice.answered.push(
    ...answerPayment(run.answers, run.ctx, {
      ...guarded,
      takenBack: target ? target.paidCents : 0,
      ledgerClaimId,
    }),
  );
}

/**
 * The payer's answer recorded on the claim (or, for her void, on both claims): its status moves
 * by the event, with a history note saying what the 835 said. Answers the claims answered.
 */
function answerPayment(
  answers: PendingAnswers,
  ctx: ApplyContext,
  posted: PostedPayment,
): string[] {
  const { claim, payment, from, date, event, partial, reversal, takenBack, voided } = posted;
  const outcome: PayerAnswer['outcome'] = reversal
    ? 'reversed'
    : payment.paidCents > 0
      ? partial
        ? 'partially-paid'
        : 'paid'
      : 'denied';
  const answer: PayerAnswer = {
    source: '835',
    from,
    date,
    outcome,
    paidCents: payment.paidCents,
    statusCodes: [],
    adjustments: posted.adjustments.map(({ group, reason, amountCents }) => ({
      group,
      reason,
      amountCents,
    })),
    remarkCodes: posted.remarkCodes,
    notes: [],
  };
  if (voided) {
    closeVoid(answers, ctx, voided, {
      note: `835 from ${from}, ${date}`,
      answer,
      reversedCents: takenBack,
    });
    return [voided.request.id, voided.original.id];
  }
  let said: string;
  if (reversal) {
    said = `the payment of ${formatCents(takenBack)} was reversed; the claim is open again`;
  } else if (payment.paidCents > 0) {
    said = partial
      ? `approved — partly paid, ${formatCents(payment.paidCents)} of ${formatCents(payment.chargeCents)}: ${firstReason(answer)}`
      : `approved — ${formatCents(payment.paidCents)} paid`;
  } else {
    said = `denied — ${firstReason(answer) || 'nothing was paid'}`;
  }
  answers.add(
    claim,
    {
      // A reversal that took back another claim's payment (its original's) decides nothing here.
      event: reversal && posted.ledgerClaimId !== claim.id ? 'answered' : event,
      note: `835 from ${from}, ${date}: ${said}`,
      changedBy: ctx.changedBy,
      answer,
      ...(payment.payerClaimNumber && !reversal
        ? { payerClaimNumber: payment.payerClaimNumber }
        : {}),
      actor: ctx.actor,
    },
    reversal
      ? `, ${formatCents(takenBack)} reversed`
      : payment.paidCents > 0
        ? `, ${formatCents(payment.paidCents)} paid`
        : '',
  );
  return [claim.id];
}

/**
 * The payer answered her void: the original's payment is taken back (the ledger's reversal row)
 * and the original and the void request are both voided, for good.
 */
function closeVoid(
  answers: PendingAnswers,
  ctx: ApplyContext,
  { original, request }: VoidAnswered,
  facts: { note: string; answer: PayerAnswer; reversedCents: number },
) {
  const reversed = formatCents(facts.reversedCents);
  answers.add(
    original,
    {
      event: 'voided',
      note: `${facts.note}: voided as asked in ${request.formId}; the payment of ${reversed} was taken back`,
      changedBy: ctx.changedBy,
      answer: facts.answer,
      actor: ctx.actor,
    },
    `, ${reversed} reversed`,
  );
  answers.add(request, {
    event: 'voided',
    note: `${facts.note}: the payer voided ${original.formId} as this request asked`,
    changedBy: ctx.changedBy,
    answer: facts.answer,
    actor: ctx.actor,
  });
}
