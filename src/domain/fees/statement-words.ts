/**
 * Her statement and receipt lines in words: what each claim's fee is for, and each payment and
 * refund by its day and card (brand and last four), never by the card processor's ids.
 */
import type { ClaimStatus } from '#domain/claims/status';
import { writtenDate } from '#domain/common/dates';
import { cardBrandLabel } from '#domain/fees/card-payments';
import type { FeeClaimLine, FeePaymentView, PaymentCard } from '#domain/fees/requests';

/** "2026-12-02" → "December 2": within a statement the year goes without saying. */
export const dayWords = (isoDate: string) => writtenDate(isoDate).replace(/, \d{4}$/, '');

/** "the Visa ending in 4242", or "your card" when the card is not known. */
export const cardWords = (card: PaymentCard | null) =>
  card ? `the ${cardBrandLabel(card.brand)} ending in ${card.last4}` : 'your card';

/** "Card refund, December 2"; "Card payment, December 1"; "Check 1042, November 20". */
export function receiptTitle(receipt: FeePaymentView): string {
  const day = dayWords(receipt.receivedOn);
  if (receipt.kind === 'refund') return `Card refund, ${day}`;
  if (receipt.method === 'card') return `Card payment, ${day}`;
  // Operators type the number as they like: "1042" or "Check 1042" reads the same.
  const number = receipt.reference.replace(/^check\s*/i, '');
  return `Check ${number}, ${day}`.replace(/\s+/g, ' ');
}

/** Where the money came from or went back to. */
export function receiptDetail(receipt: FeePaymentView): string {
  if (receipt.kind === 'refund') {
    const paid = receipt.refundOf;
    const card = cardWords(paid?.card ?? receipt.card);
    return paid
      ? `Given back to ${card}, from the payment of ${dayWords(paid.receivedOn)}`
      : `Given back to ${card}`;
  }
  return receipt.method === 'card' ? `Paid with ${cardWords(receipt.card)}` : 'Paid by check';
}

const chargeWords: Record<ClaimStatus, string> = {
  pending: 'Accepted for processing.',
  processing: 'Accepted for processing; the payer is deciding it.',
  approved: 'Accepted for processing; the payer approved it.',
  denied:
    'Accepted for processing; the payer later denied it. The fee stays: it pays for preparing, checking and sending the claim, not for the payer’s decision.',
  rejected:
    'Accepted for processing; the payer later turned it away. The fee stays: the claim was prepared and sent. Ask us on the Help page if you think it should be given back.',
  voided:
    'Accepted for processing; later voided at your request. The fee stays: the claim was prepared and sent (the void itself is free).',
};

/** What a statement line's fee is for, or why it was given back. */
export function feeLineWords(line: FeeClaimLine): string {
  if (line.kind === 'credit') {
    return line.automatic
      ? 'Fee given back: the claim was turned away for a detail our claim check should have caught.'
      : `Fee given back: ${line.reason}`;
  }
  return chargeWords[line.claimStatus];
}
