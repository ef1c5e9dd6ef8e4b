/** The card side of the fee ledger: the monthly charge, a failed payment, refunds (decision 075). */
import { z } from 'zod';
import { monthLabel } from '#domain/claims/money-words';
import { cents, month, reason } from '#domain/fees/requests';

/** Days after a failed card payment before her new claims wait unsent. */
export const FEE_GRACE_DAYS = 14;

/** POST /api/operator/fees/charges and `fees charge --month`: charge a month's statements by card. */
export const feeChargeRunSchema = z.object({ month }).strict();

/** POST /api/operator/fees/refunds and `fees refund`: (part of) a card payment given back. */
export const feeRefundSchema = z
  .object({
    /** The card payment's ledger row (a receipt's id). */
    paymentId: z.uuid(),
    amountCents: cents('the amount'),
    reason,
  })
  .strict();

/** What one statement's charge came to. */
export type StatementChargeOutcome =
  'charged' | 'processing' | 'declined' | 'no_card' | 'nothing_due' | 'retry_later';

/** The answer of a monthly run: how many statements came to each outcome. */
export type FeeChargeRunView = { month: string } & Record<StatementChargeOutcome, number>;

/** The refund as recorded: a ledger row offsetting the card payment. */
export interface FeeRefundView {
  id: string;
  paymentId: string;
  month: string;
  cents: number;
  refundId: string;
  status: string;
}

/**
 * GET /api/operator/fees/card-payments: one card payment, the newest first, with what has been
 * refunded on its statement so far (a refund offsets the payment's statement).
 */
export interface CardPaymentView {
  /** The payment's ledger row: what a refund names. */
  id: string;
  userId: string;
  name: string;
  email: string;
  month: string;
  cents: number;
  paidOn: string;
  refundedCents: number;
}

/** GET /api/fees/notice: her unpaid card statement, if any, for the banner on her screens. */
export interface FeeNotice {
  month: string;
  /** When her new claims start to wait unsent (ISO time). */
  graceUntil: string;
  /** The grace period is over: claims she submits now wait until the statement is paid. */
  holding: boolean;
}

/** The banner's words, plain: what happened, how to fix it, what it means for her claims. */
export function feeNoticeText(notice: FeeNotice): string {
  const first = `Your card payment for ${monthLabel(notice.month)} did not go through. Please update your card on your Billing page and we will try it again.`;
  if (notice.holding) {
    return `${first} Until it is paid, new claims you submit wait here unsent. They are kept, not lost, and are sent once it is paid.`;
  }
  const until = new Date(notice.graceUntil).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `${first} If it is still unpaid on ${until}, new claims you submit will wait unsent until it is paid.`;
}
