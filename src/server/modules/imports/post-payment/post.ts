import { formatCents } from '#domain/billing/money';
import type { Remittance } from '../../../formats/x12/index.ts';
import type { Entry } from '../file-ledger.ts';
import type { PaymentIdentity } from '../ledger.repository.ts';
import type { HoldDecision } from './hold.ts';
import { SUPERSEDED, type GuardedPayment, type Run835, type Slice835 } from './payment-run.ts';

/**
 * Interest the file pays on this claim beside its payment: provider adjustments for interest
 * (PLB L6) whose reference names the claim (our form ID or the payer's number). A PLB adds
 * to the check with a negative amount, so the interest is its opposite.
 */
function providerInterestOf(remittance: Remittance, identity: PaymentIdentity): number {
  const names = [identity.patientControlNumber, identity.payerClaimNumber]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toUpperCase());
  return remittance.providerAdjustments
    .filter((adjustment) => adjustment.reason === 'L6')
    .filter((adjustment) => names.includes((adjustment.reference ?? '').toUpperCase()))
    .reduce((sum, adjustment) => sum - adjustment.amountCents, 0);
}

/** The payment's ledger row, posted or held as decided. */
function entryOf(run: Run835, guarded: GuardedPayment, decision: HoldDecision): Entry {
  const { payment, remittance } = guarded;
  const { holdCode, holdReason, target, ledgerClaimId } = decision;
  return {
    id: run.newId(),
    claimId: ledgerClaimId,
    ...guarded.identity,
    paidCents: payment.paidCents,
    state: holdCode ? 'held' : 'posted',
    holdCode,
    holdReason,
    reversalOf: target?.id ?? null,
    reversedBy: null,
    isNew: true,
    stored: {
      importId: run.ctx.importId,
      chargeCents: payment.chargeCents,
      patientResponsibilityCents: payment.patientResponsibilityCents,
      payerName: guarded.from,
      paymentDate: remittance.payment.date ?? null,
      interestCents: payment.interestCents ?? 0,
      providerInterestCents: providerInterestOf(remittance, guarded.identity),
      remarkCodes: guarded.remarkCodes,
      createdAt: run.now,
    },
  };
}

/** The row's service lines and adjustments, written with the slice's rows. */
function keepLinesAndAdjustments(slice: Slice835, guarded: GuardedPayment, entry: Entry): void {
  guarded.payment.services.forEach((service, index) =>
    slice.lines.push({
      paymentId: entry.id,
      lineNumber: index + 1,
      procedureCode: service.procedureCode,
      chargeCents: service.chargeCents,
      paidCents: service.paidCents,
      units: Math.trunc(service.units) || 0,
      lineControlNumber: service.lineControlNumber ?? '',
    }),
  );
  for (const adjustment of guarded.adjustments) {
    slice.adjustmentRows.push({
      paymentId: entry.id,
      lineNumber: adjustment.line,
      procedureCode: adjustment.procedureCode,
      groupCode: adjustment.group,
      reasonCode: adjustment.reason,
      amountCents: adjustment.amountCents,
    });
  }
}

/** A reversal that arrived before its payment waits, held; the payment releases it. */
function releaseWaitingReversal(
  run: Run835,
  slice: Slice835,
  guarded: GuardedPayment,
  entry: Entry,
): void {
  const { claim, payment, identity } = guarded;
  if (guarded.reversal) return;
  const waiting = slice.ledger
    .of(claim.id)
    .find(
      (other) =>
        other.state === 'held' &&
        other.holdCode === 'unreversed' &&
        other.payerClaimNumber === identity.payerClaimNumber &&
        -other.paidCents === payment.paidCents,
    );
  if (!waiting) return;
  slice.ledger.change(waiting, {
    state: 'posted',
    reversalOf: entry.id,
    holdReason: `${waiting.holdReason} Posted when check ${guarded.trace} brought the payment it reverses.`,
  });
  slice.ledger.change(entry, { reversedBy: waiting.id });
  run.notes.push(
    `Claim ${claim.formId}: the reversal held earlier now reverses this payment; ${formatCents(payment.paidCents)} paid and taken back.`,
  );
}

/**
 * A replacement's payment supersedes its original's: the original's standing payments are
 * offset, so the claim never counts twice (and the payer's own reversal of them, when it
 * comes, finds them reversed already).
 */
function supersedeOriginal(
  run: Run835,
  slice: Slice835,
  guarded: GuardedPayment,
  entry: Entry,
): void {
  const { original, payment, fact, identity } = guarded;
  const replaces =
    !guarded.reversal && fact?.frequency === '7' && original && payment.paidCents > 0;
  if (!replaces) return;
  for (const superseded of slice.ledger.standing(original)) {
    const offset: Entry = {
      id: run.newId(),
      claimId: original,
      payerKey: identity.payerKey,
      traceNumber: `${SUPERSEDED}:${superseded.id}`,
      patientControlNumber: superseded.patientControlNumber,
      payerClaimNumber: superseded.payerClaimNumber,
      claimStatusCode: SUPERSEDED,
      paidCents: -superseded.paidCents,
      state: 'posted',
      holdCode: '',
      holdReason: '',
      reversalOf: superseded.id,
      reversedBy: null,
      isNew: true,
      stored: {
        ...entry.stored!,
        chargeCents: 0,
        patientResponsibilityCents: 0,
        interestCents: 0,
        providerInterestCents: 0,
        remarkCodes: [],
      },
    };
    slice.ledger.add(offset);
    slice.ledger.change(superseded, { reversedBy: offset.id });
    slice.touched.push(original);
    run.notes.push(
      `Claim ${slice.originalFacts.get(original)!.formId}: its payment of ${formatCents(superseded.paidCents)} is superseded by replacement ${guarded.claim.formId}'s.`,
    );
  }
}

/**
 * The payment's row in the slice's ledger, with its lines and adjustments. A held one is listed
 * for review and answers false. A posted one takes back what it reverses, releases a reversal
 * that waited for it and supersedes its original's payments; it answers true.
 */
export function postToLedger(
  run: Run835,
  slice: Slice835,
  guarded: GuardedPayment,
  decision: HoldDecision,
): boolean {
  const entry = entryOf(run, guarded, decision);
  slice.ledger.add(entry);
  keepLinesAndAdjustments(slice, guarded, entry);
  if (decision.holdCode) {
    run.held.push(`Claim ${guarded.claim.formId}: held for review — ${decision.holdReason}`);
    return false;
  }
  if (decision.target) slice.ledger.change(decision.target, { reversedBy: entry.id });
  slice.touched.push(decision.ledgerClaimId);
  releaseWaitingReversal(run, slice, guarded, entry);
  supersedeOriginal(run, slice, guarded, entry);
  return true;
}
