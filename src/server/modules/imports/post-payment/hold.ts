import { formatCents } from '#domain/billing/money';
import type { ClaimPayment } from '../../../formats/x12/index.ts';
import type { ClaimForMatching, VoidAnswered } from '../../claims/index.ts';
import { targetOf, type Entry, type FileLedger } from '../file-ledger.ts';
import type { PaymentIdentity } from '../ledger.repository.ts';
import type { GuardedPayment, Run835, Slice835 } from './payment-run.ts';

/** Whether a payment is posted or held, and what it reverses. */
export interface HoldDecision {
  holdCode: string;
  holdReason: string;
  target: Entry | undefined;
  /** The claim whose ledger takes the row: a reversal's goes where the payment it reverses is. */
  ledgerClaimId: string;
}

/**
 * A reversal takes back a standing payment of the same amount (else it is held); a negative
 * payment that reverses nothing, a second payment of one payer claim number and a payment above
 * the charge are held. 'reversed already' when the payment a reversal names was reversed before.
 */
export function decideHold(
  ledger: FileLedger,
  claim: ClaimForMatching,
  payment: ClaimPayment,
  identity: PaymentIdentity,
  how: { reversal: boolean; voided: VoidAnswered | undefined; original: string | undefined },
): HoldDecision | 'reversed already' {
  const trace = identity.traceNumber;
  let holdCode = '';
  let holdReason = '';
  let target: Entry | undefined;
  let ledgerClaimId = claim.id;
  if (how.reversal) {
    const { voided, original } = how;
    const where = voided
      ? [voided.request.id, voided.original.id]
      : original
        ? [claim.id, original]
        : [claim.id];
    target = targetOf(ledger, where, identity.payerClaimNumber);
    if (target) {
      ledgerClaimId = target.claimId;
      if (-payment.paidCents !== target.paidCents) {
        holdCode = 'reversal-amount';
        holdReason = `The reversal takes back ${formatCents(-payment.paidCents)}, but the payment it reverses paid ${formatCents(target.paidCents)}.`;
        target = undefined;
      }
    } else {
      const reversed = where
        .flatMap((id) => ledger.of(id))
        .find(
          (entry) =>
            entry.state === 'posted' &&
            entry.reversedBy !== null &&
            entry.payerClaimNumber === identity.payerClaimNumber,
        );
      if (reversed) return 'reversed already';
      holdCode = 'unreversed';
      holdReason = `A reversal of ${formatCents(-payment.paidCents)}, but no posted payment of this claim is there to reverse.`;
    }
  } else if (payment.paidCents < 0) {
    holdCode = 'negative';
    holdReason = `A negative payment (${formatCents(payment.paidCents)}) that reverses no posted payment.`;
  } else {
    // The same payer claim payment from another check: paid twice, or paid again after
    // its reversal; either way the payer's one payment, unless an operator says otherwise.
    const paidBefore = ledger
      .of(claim.id)
      .find(
        (entry) =>
          payment.paidCents > 0 &&
          entry.state === 'posted' &&
          entry.reversalOf === null &&
          entry.paidCents > 0 &&
          entry.payerClaimNumber === identity.payerClaimNumber &&
          entry.claimStatusCode === payment.status,
      );
    const total = ledger.postedSum(claim.id) + payment.paidCents;
    if (paidBefore) {
      holdCode = 'paid-again';
      holdReason = `Payer claim number ${payment.payerClaimNumber ?? 'none'} was already paid ${formatCents(paidBefore.paidCents)} by check ${paidBefore.traceNumber}${paidBefore.reversedBy ? ' (since reversed)' : ''}; check ${trace} pays it again.`;
    } else if (total > claim.totalChargeCents) {
      holdCode = 'above-charge';
      holdReason = `Paid ${formatCents(payment.paidCents)}, which makes ${formatCents(total)} paid on a charge of ${formatCents(claim.totalChargeCents)}.`;
    }
  }
  return { holdCode, holdReason, target, ledgerClaimId };
}

/**
 * Whether the payment is posted or held, and what it reverses; undefined, and a line saying
 * nothing changed, when the payment a reversal names was reversed before.
 */
export function holdOrPost(
  run: Run835,
  slice: Slice835,
  guarded: GuardedPayment,
): HoldDecision | undefined {
  const { claim, payment, identity, reversal, voided, original } = guarded;
  const decision = decideHold(slice.ledger, claim, payment, identity, {
    reversal,
    voided,
    original,
  });
  if (decision !== 'reversed already') return decision;
  run.already.push(
    `Claim ${claim.formId}: the payment this reverses (payer claim number ${payment.payerClaimNumber ?? 'none'}) was already reversed; nothing changed.`,
  );
  return undefined;
}
