/**
 * The words of "her money at a glance" (periods, what each figure means), without the wire
 * schemas, so the claims page can show them without loading the schema library first.
 */
export const moneyPeriods = ['this-month', 'last-3-months', 'this-year', 'all-time'] as const;
export type MoneyPeriod = (typeof moneyPeriods)[number];

/**
 * Three months by default: payers often take weeks to answer, so "this month" alone would
 * show most of her claims unpaid, while a year hides what is happening now.
 */
export const defaultMoneyPeriod: MoneyPeriod = 'last-3-months';

export const moneyPeriodLabel: Record<MoneyPeriod, string> = {
  'this-month': 'This month',
  'last-3-months': 'Last 3 months',
  'this-year': 'This year',
  'all-time': 'All time',
};

/** What each figure means, in the words the screens show next to it. */
export const moneyDefinitions = {
  billed:
    'What the claims you submitted in this period charge in all (a corrected claim counts once).',
  expected: 'What the payers’ rates say those claims should pay.',
  paid: 'What payers paid you in this period (a payment they took back no longer counts).',
  outstanding:
    'What those claims should still bring in: the expected amount of the ones the payer has not answered yet.',
} as const;

/** The same figures in the operators' words: every doula's claims, not "yours". */
export const operatorMoneyDefinitions: Record<keyof typeof moneyDefinitions, string> = {
  billed:
    'What the claims doulas submitted in this period charge in all (a corrected claim counts once).',
  expected: moneyDefinitions.expected,
  paid: 'What payers paid doulas in this period (a payment they took back no longer counts).',
  outstanding: moneyDefinitions.outstanding,
};

/** A month as people say it: "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
