import type { Delimiters, Segment } from '../codec.ts';
import type { StreamedTransaction as Transaction } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import { formatMoney } from '../values.ts';
import { claimPayments, headerOf } from './read-835-segments.ts';
import type { ClaimPayment, Remittance } from './remittance.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const dollars = (cents: number) => `$${formatMoney(cents)}`;

/** Where a remittance's segments are in the file (BPR to the last before SE), to read them again. */
export interface RemittanceSegments {
  first: number;
  last: number;
}

/**
 * One 835 transaction. Each claim payment is handed to `onClaim` as soon as its last segment is
 * read, and kept in `claims` only without one: a large remittance is then never held whole
 * (`claimPaymentsAgain` reads the claims again from the bytes, at the positions in `where`).
 */
export function read835Transaction(
  transaction: Transaction,
  delimiters: Delimiters,
  onClaim?: (claim: ClaimPayment, remittance: Remittance) => void,
  where?: RemittanceSegments,
): Remittance {
  const segments = transaction.segments[Symbol.iterator]();
  const bpr = segments.next().value as Segment | undefined;
  const trn = segments.next().value as Segment | undefined;
  if (bpr?.id !== 'BPR' || trn?.id !== 'TRN') {
    throw new X12ReadError(
      'structure',
      `The 835 (transaction ${transaction.controlNumber}) does not start with BPR and TRN.`,
    );
  }
  const remittance = headerOf(transaction.controlNumber, bpr, trn);
  let last = trn.position;
  const counted: Iterator<Segment> = {
    next() {
      const next = segments.next();
      if (!next.done) last = next.value.position;
      return next;
    },
  };
  let paid = 0;
  for (const claim of claimPayments(counted, delimiters, remittance)) {
    paid += claim.paidCents;
    claimWarnings(remittance, claim);
    if (onClaim) onClaim(claim, remittance);
    else remittance.claims.push(claim);
  }
  if (where) {
    where.first = bpr.position;
    where.last = last;
  }
  checkBalance(remittance, paid);
  return remittance;
}

/**
 * The claim payments of a remittance read before (and found sound), read again from its
 * segments: the same objects the first reading handed over, one at a time.
 */
export function* claimPaymentsAgain(
  segments: Iterable<Segment>,
  delimiters: Delimiters,
  controlNumber: string,
): Generator<ClaimPayment> {
  const iterator = segments[Symbol.iterator]();
  const bpr = iterator.next().value as Segment;
  const trn = iterator.next().value as Segment;
  yield* claimPayments(iterator, delimiters, headerOf(controlNumber, bpr, trn));
}

/**
 * The guide's balancing rules. The transaction must balance (payment = claims paid − provider
 * adjustments), or the file is refused; claims and lines that do not balance are reported.
 */
function checkBalance(remittance: Remittance, paid: number): void {
  const provider = sum(remittance.providerAdjustments.map((adjustment) => adjustment.amountCents));
  const { amountCents, creditDebit } = remittance.payment;
  const payment = creditDebit === 'D' ? -amountCents : amountCents;
  if (paid - provider !== payment) {
    throw new X12ReadError(
      'unbalanced',
      `The 835 (transaction ${remittance.controlNumber}) does not balance: its claims pay ${dollars(paid)} and provider adjustments take ${dollars(provider)}, which makes ${dollars(paid - provider)}, but the payment (BPR02) is ${dollars(payment)}.`,
    );
  }
}

/** Claims and lines that do not balance are reported, in file order. */
function claimWarnings(remittance: Remittance, claim: ClaimPayment): void {
  const lineAdjustments = sum(
    claim.services.flatMap((s) => s.adjustments.map((a) => a.amountCents)),
  );
  const claimAdjustments = sum(claim.adjustments.map((a) => a.amountCents));
  if (claim.chargeCents - claim.paidCents !== claimAdjustments + lineAdjustments) {
    remittance.warnings.push(
      `Claim ${claim.patientControlNumber}: charge ${dollars(claim.chargeCents)} less payment ${dollars(claim.paidCents)} is not the sum of its adjustments (${dollars(claimAdjustments + lineAdjustments)}).`,
    );
  }
  claim.services.forEach((service, index) => {
    const adjustments = sum(service.adjustments.map((a) => a.amountCents));
    if (service.chargeCents - service.paidCents !== adjustments) {
      remittance.warnings.push(
        `Claim ${claim.patientControlNumber} line ${index + 1}: charge less payment is not the sum of its adjustments.`,
      );
    }
  });
}
