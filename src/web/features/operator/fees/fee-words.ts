import { writtenDate } from '#domain/common/dates';

/**
 * Today's date as the fee ledger counts days (UTC, like the server): the price in force is the
 * latest one set from a date not after it.
 */
export const ledgerToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The last `count` statement months, this one first: `YYYY-MM`, in UTC like the ledger. */
export function recentMonths(count: number, now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(year, month - back, 1)).toISOString().slice(0, 7),
  );
}

/** "from December 1, 2026" */
export const fromDate = (isoDate: string) => `from ${writtenDate(isoDate)}`;
