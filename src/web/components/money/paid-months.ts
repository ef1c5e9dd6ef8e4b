import type { MoneySummary } from '#domain/claims/money';

/** `YYYY-MM` of a `YYYY-MM-DD` date, shifted by `delta` months. */
function monthOf(date: string, delta = 0): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1 + delta, 1)).toISOString().slice(0, 7);
}

/**
 * Every month the chart and its table show: each month of the period (its empty months too, so
 * a quiet month reads as $0.00 rather than vanishing); for all time, from the first month paid
 * to the last.
 */
export function paidMonths(summary: MoneySummary): { month: string; paidCents: number }[] {
  const paid = new Map(summary.paidByMonth.map((entry) => [entry.month, entry.paidCents]));
  const first = summary.from ? monthOf(summary.from) : summary.paidByMonth[0]?.month;
  const last = summary.until ? monthOf(summary.until, -1) : summary.paidByMonth.at(-1)?.month;
  if (!first || !last) return [];
  const months: { month: string; paidCents: number }[] = [];
  for (let month = first; month <= last; month = monthOf(`${month}-01`, 1)) {
    months.push({ month, paidCents: paid.get(month) ?? 0 });
  }
  return months;
}
