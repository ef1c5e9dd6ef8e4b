import { addDays, addMonths, daysBetween, endOfMonth } from './calendar.ts';
import type { Period, TimelyFiling } from './payer-profile.ts';

/** The payer's filing deadlines for a date of service, and where today stands against them. */

export interface FilingDeadlines {
  /** Last day to file for full payment, when the payer pays less after it. */
  fullPaymentUntil: string | null;
  /** Last day the payer accepts the claim at all. */
  acceptedUntil: string;
}

function add(date: string, period: Period): string {
  return period.unit === 'days' ? addDays(date, period.amount) : addMonths(date, period.amount);
}

export function filingDeadlines(rule: TimelyFiling, dateOfService: string): FilingDeadlines {
  const base =
    rule.measuredFrom === 'end-of-service-month' ? endOfMonth(dateOfService) : dateOfService;
  return {
    fullPaymentUntil: rule.reducedAfter ? add(base, rule.reducedAfter) : null,
    acceptedUntil: add(base, rule.limit),
  };
}

export type FilingStanding =
  | { state: 'open' }
  | { state: 'closing'; deadline: string; daysLeft: number; reduced: boolean }
  | { state: 'reduced'; since: string }
  | { state: 'closed'; deadline: string };

/**
 * Open, closing soon (within the profile's warning days of the next deadline), paid at a reduced
 * rate, or closed. Filing on a deadline day still counts as in time.
 */
export function filingStanding(
  rule: TimelyFiling,
  dateOfService: string,
  today: string,
): FilingStanding {
  const { fullPaymentUntil, acceptedUntil } = filingDeadlines(rule, dateOfService);
  if (today > acceptedUntil) return { state: 'closed', deadline: acceptedUntil };
  if (fullPaymentUntil && today <= fullPaymentUntil) {
    const daysLeft = daysBetween(today, fullPaymentUntil);
    return daysLeft <= rule.warnDaysBefore
      ? { state: 'closing', deadline: fullPaymentUntil, daysLeft, reduced: true }
      : { state: 'open' };
  }
  const daysLeft = daysBetween(today, acceptedUntil);
  if (daysLeft <= rule.warnDaysBefore)
    return { state: 'closing', deadline: acceptedUntil, daysLeft, reduced: false };
  return fullPaymentUntil ? { state: 'reduced', since: fullPaymentUntil } : { state: 'open' };
}
