import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { ClaimPayment } from '../../../formats/x12/index.ts';
import { voidAnsweredBy } from '../../claims/index.ts';
import {
  REVERSAL,
  type GuardedPayment,
  type MatchedPayment,
  type PaymentAdjustment,
  type Run835,
  type Slice835,
} from './payment-run.ts';

/** Every CAS of a claim payment, claim level first (line 0), then each line's. */
function adjustmentsOf(payment: ClaimPayment): PaymentAdjustment[] {
  return [
    ...payment.adjustments.map((adjustment) => ({ ...adjustment, procedureCode: '', line: 0 })),
    ...payment.services.flatMap((service, index) =>
      service.adjustments.map((adjustment) => ({
        ...adjustment,
        procedureCode: service.procedureCode,
        line: index + 1,
      })),
    ),
  ];
}

/** A payment the ledger has already (posted, held or refused) changes nothing, and says so. */
function alreadyKnown(run: Run835, slice: Slice835, matched: MatchedPayment): boolean {
  const earlier = slice.ledger.known(matched.identity);
  if (!earlier) return false;
  const how =
    earlier.state === 'held'
      ? 'is already held for review'
      : earlier.state === 'refused'
        ? 'was already refused on review'
        : 'is already posted';
  run.already.push(
    `Claim ${matched.claim.formId}: this payment (check ${matched.trace}, payer claim number ${matched.payment.payerClaimNumber ?? 'none'}) ${how}; nothing changed.`,
  );
  return true;
}

/** What the payment says of its claim: paid, partly paid, denied, reversed, or her void done. */
async function answerOf(
  run: Run835,
  slice: Slice835,
  matched: MatchedPayment,
): Promise<GuardedPayment> {
  const { payment, claim, fact } = matched;
  // The money of a void request's answer belongs to the claim it voids.
  const original =
    fact?.correctsClaimId && slice.originalFacts.has(fact.correctsClaimId)
      ? fact.correctsClaimId
      : undefined;
  const reversal = payment.status === REVERSAL;
  const adjustments = adjustmentsOf(payment);
  const contractual = adjustments
    .filter((adjustment) => adjustment.group === 'CO')
    .reduce((sum, adjustment) => sum + adjustment.amountCents, 0);
  const partial =
    !reversal && payment.paidCents > 0 && payment.paidCents < payment.chargeCents - contractual;
  // A reversal may be the payer's answer to her void: it takes back the original's payment
  // and closes both claims, whichever of the two control numbers the payer echoed.
  // It reads the void's stored status, which an answer earlier in this file may change.
  if (reversal) await run.answers.flush();
  const voided = reversal ? await voidAnsweredBy(run.ctx.tx, claim.id) : undefined;
  if (voided) {
    await slice.loadCheckRows(matched.identity, [voided.request.id, voided.original.id]);
  }
  const event: ClaimEvent = voided
    ? 'voided'
    : reversal
      ? 'reversed'
      : payment.paidCents > 0
        ? partial
          ? 'partly-paid'
          : 'paid'
        : 'denied';
  const remarkCodes = [
    ...payment.remarkCodes,
    ...payment.services.flatMap((service) => service.remarkCodes),
  ];
  return { ...matched, event, reversal, partial, voided, original, adjustments, remarkCodes };
}

/** An answer the state machine refuses (a voided claim) is listed, and no money is posted. */
function refusedByStateMachine(run: Run835, guarded: GuardedPayment): boolean {
  const { voided, claim, event } = guarded;
  const refusal = (voided ? [voided.original, voided.request] : [claim])
    .map((each) => claimTransition(each.status, event, { formId: each.formId }))
    .find((transition) => !transition.allowed);
  if (!refusal || refusal.allowed) return false;
  run.ctx.unmatched.push({
    reference: guarded.payment.patientControlNumber,
    reason: refusal.reason,
    details: guarded.details,
  });
  return true;
}

/**
 * A matched payment goes on when the ledger does not know it yet and the state machine allows
 * what it says; else it is listed ("already posted", or unmatched with the machine's reason).
 */
export async function guardPayment(
  run: Run835,
  slice: Slice835,
  matched: MatchedPayment,
): Promise<GuardedPayment | undefined> {
  if (alreadyKnown(run, slice, matched)) return undefined;
  const guarded = await answerOf(run, slice, matched);
  return refusedByStateMachine(run, guarded) ? undefined : guarded;
}
