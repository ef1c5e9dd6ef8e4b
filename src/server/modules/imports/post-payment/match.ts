import type { ClaimPayment, Remittance } from '../../../formats/x12/index.ts';
import { answerDate } from '../apply-context.ts';
import type { SentFacts } from '../ledger.repository.ts';
import { datesOf, mismatch, remittanceMismatch } from '../payment-guards.ts';
import { identityOf } from '../payment-identities.ts';
import type { MatchedPayment, Run835, Slice835 } from './payment-run.ts';

/**
 * The claim a payment names (its patient control number, our form ID), when it is ours: sent
 * to this payer, billed by the file's payee, with the charge and dates the payment has. Else the
 * payment is listed as unmatched, with why, and undefined is answered.
 */
export function matchPayment(
  run: Run835,
  slice: Slice835,
  remittance: Remittance,
  payment: ClaimPayment,
): MatchedPayment | undefined {
  const from = remittance.payer.name ?? remittance.payer.id ?? 'the payer';
  const date = answerDate(remittance.payment.date ?? remittance.productionDate);
  const trace = remittance.payment.traceNumber;
  const identity = identityOf(remittance, payment);
  const claim = slice.claimsByFormId.get(identity.patientControlNumber);
  const fact: SentFacts | undefined = claim ? slice.facts.get(claim.id) : undefined;
  const notOurs = claim
    ? (mismatch(claim, payment) ?? remittanceMismatch(claim.formId, fact, remittance))
    : 'No claim has this patient control number.';
  const details = {
    file: '835',
    from,
    claimStatusCode: payment.status,
    chargeCents: payment.chargeCents,
    paidCents: payment.paidCents,
    serviceDates: datesOf(payment),
    ...(payment.payerClaimNumber ? { payerClaimNumber: payment.payerClaimNumber } : {}),
    traceNumber: trace,
  };
  if (!claim || notOurs) {
    run.ctx.unmatched.push({ reference: payment.patientControlNumber, reason: notOurs!, details });
    return undefined;
  }
  return { remittance, payment, claim, fact, identity, from, date, trace, details };
}
