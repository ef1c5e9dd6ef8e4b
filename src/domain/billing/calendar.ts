import { isRealIsoDate } from '#domain/common/dates';

/**
 * Calendar arithmetic on `YYYY-MM-DD` dates, done in UTC so that a date never shifts with the
 * time zone of the server or the browser. Billing counts days and months of service, not instants.
 */

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  if (!isRealIsoDate(date)) throw new RangeError('Expected a real YYYY-MM-DD date.');
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** The last day of the date's month. */
export function endOfMonth(date: string): string {
  const d = toUtc(date);
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

/**
 * Adds calendar months; a day that does not exist in the target month becomes that month's last
 * day (Jan 31 + 1 month = Feb 28 or 29), which is how filing deadlines are read.
 */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** True when the date lies within [from, to]; an empty or null `to` means open-ended. */
export function isWithin(date: string, from: string, to: string | null | undefined): boolean {
  return date >= from && (to == null || to === '' || date <= to);
}

export { isRealIsoDate };
