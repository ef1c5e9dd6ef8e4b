import { z } from 'zod';
import { claimStatuses, type ClaimStatus } from './status.ts';
import { defaultMoneyPeriod, moneyPeriods, type MoneyPeriod } from './money-words.ts';

export * from './money-words.ts';

/**
 * "Her money at a glance": what her claims billed, what the payers should pay, what they paid
 * and what is still on its way, for a period she picks. The same shapes serve the operators'
 * view across every doula.
 */
export const moneySummaryQuerySchema = z
  .object({ period: z.enum(moneyPeriods).default(defaultMoneyPeriod) })
  .strict();
export type MoneySummaryQuery = z.output<typeof moneySummaryQuerySchema>;

/**
 * The first day of a period (inclusive), and the first day after it, as `YYYY-MM-DD` calendar
 * dates in UTC; both null for all time (an 835 may date its payment a few days ahead, and all
 * time includes it). "Last 3 months" is this month and the two before.
 */
export function moneyPeriodRange(
  period: MoneyPeriod,
  now: Date = new Date(),
): { from: string | null; until: string | null } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = (y: number, m: number) => new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const until = day(year, month + 1);
  switch (period) {
    case 'this-month':
      return { from: day(year, month), until };
    case 'last-3-months':
      return { from: day(year, month - 2), until };
    case 'this-year':
      return { from: day(year, 0), until };
    case 'all-time':
      return { from: null, until: null };
  }
}

const cents = z.number().int();

/** What GET /api/claims/summary (and the operators' summary) answers. */
export const moneySummarySchema = z.object({
  period: z.enum(moneyPeriods),
  /** The period's first day and the first day after it; null for all time. */
  from: z.string().nullable(),
  until: z.string().nullable(),
  /** Claims submitted in the period. */
  claimCount: z.number().int().min(0),
  billedCents: cents,
  expectedCents: cents,
  paidCents: cents,
  outstandingCents: cents,
  /** Claims submitted in the period, by status: every status, in the product's order. */
  byStatus: z.array(z.object({ status: z.enum(claimStatuses), count: z.number().int().min(0) })),
  /** Paid per calendar month (`YYYY-MM`) of the period, oldest first, months without pay left out. */
  paidByMonth: z.array(z.object({ month: z.string(), paidCents: cents })),
});
export type MoneySummary = z.output<typeof moneySummarySchema>;

/**
 * The operators' summary adds days to payment: from a claim's submission to its payment, the
 * median over the payments of the period (a few very slow payers would drag an average).
 */
export const operatorMoneySummarySchema = moneySummarySchema.extend({
  daysToPayment: z.object({
    medianDays: z.number().nullable(),
    payments: z.number().int().min(0),
  }),
});
export type OperatorMoneySummary = z.output<typeof operatorMoneySummarySchema>;

/** The statuses that wait for someone to act: turned away or refused by the payer. */
export const waitingStatuses = ['rejected', 'denied'] as const satisfies readonly ClaimStatus[];

/** A claim waiting for action, oldest first in the operators' list: no patient details. */
export interface WaitingClaim {
  id: string;
  formId: string;
  status: (typeof waitingStatuses)[number];
  /** When it became rejected or denied (its last change). */
  since: string;
  providerEmail: string;
  payerName: string;
  totalChargeCents: number;
  payerReason: string;
}
