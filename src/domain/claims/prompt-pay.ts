import { formatCents } from '#domain/billing/money';
import { writtenDate } from '#domain/common/dates';

/**
 * A claim's prompt-pay clock as she and the plan read it (decision 108): worked out by the
 * server from the rule the claim was received under, so the browser never needs the holiday
 * tables.
 */
export interface PromptPayView {
  /** The day the payer received the claim: its 277CA acceptance. */
  receivedOn: string;
  /** The last day the payer may pay without interest. */
  dueOn: string;
  days: number;
  dayKind: 'calendar' | 'working';
  /** The rule's days used so far (until the payment, once paid). */
  day: number;
  lateSince: string | null;
  lateDays: number;
  /** The first payment's day; null while unpaid. */
  paidOn: string | null;
  statute: string;
  /** Where the rule was read, and the parts of it no source stated plainly. */
  source: string;
  unverified: string[];
  /** "15% a year, simple interest (at least $15.00 a year)". */
  interestInWords: string;
  /** "$1,000.00 × 15% a year × 11 days ÷ 365 = $4.52, to the nearest cent". */
  calculation: string;
  principalCents: number;
  interestOwedCents: number;
  interestPaidCents: number;
  /** Interest owed and not paid; 0 when none is missing. */
  shortfallCents: number;
}

const monthDay = (date: string) => writtenDate(date).replace(/, \d{4}$/, '');

/** The clock in one line: "Day 12 of 30", or late with the interest owed under the statute. */
export function promptPayHeadline(clock: PromptPayView): string {
  const unit = clock.dayKind === 'working' ? ' working days' : '';
  if (!clock.lateSince) {
    return clock.paidOn
      ? `Paid on time: day ${clock.day} of ${clock.days}${unit}`
      : `Day ${clock.day} of ${clock.days}${unit}`;
  }
  const since = `Late since ${monthDay(clock.lateSince)}`;
  if (clock.interestOwedCents === 0) return `${since}, under ${clock.statute}`;
  const owed = `${formatCents(clock.interestOwedCents)} interest owed under ${clock.statute}`;
  if (!clock.paidOn) return `${since}: ${owed}`;
  return `Paid ${monthDay(clock.paidOn)}, ${clock.lateDays} days late: ${owed}`;
}

/** What the payment did about the interest, once paid late; '' otherwise. */
export function promptPayShortfall(clock: PromptPayView): string {
  if (!clock.paidOn || clock.interestOwedCents === 0) return '';
  const paid = `The payer paid ${formatCents(clock.interestPaidCents)} of interest`;
  if (clock.shortfallCents === 0) return `${paid}: all that was owed.`;
  return `${paid}: ${formatCents(clock.shortfallCents)} is still owed.`;
}

/**
 * A late unpaid claim in the operators' list of late claims by payer (no patient details): the
 * payer, whose claim it is, how late and the interest owed today.
 */
export interface LateClaimView {
  id: string;
  formId: string;
  payer: { id: string; name: string };
  provider: { email: string; name: string };
  receivedOn: string;
  dueOn: string;
  lateDays: number;
  interestOwedCents: number;
  statute: string;
}
