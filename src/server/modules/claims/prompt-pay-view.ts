import { promptPayClock } from '#domain/billing/prompt-pay/clock';
import type { InterestFormula, PromptPayRule } from '#domain/billing/prompt-pay/rules';
import { describeSource } from '#domain/billing/program-rules';
import { formatCents } from '#domain/billing/money';
import type { PromptPayView } from '#domain/claims/prompt-pay';
import type { ClaimRow } from './claims.repository.ts';
import { publicHolidays } from './public-holidays.ts';

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

function interestInWords(formula: InterestFormula): string {
  switch (formula.kind) {
    case 'none':
      return 'no interest set by this rule';
    case 'monthly-simple':
      return `${percent(formula.basisPoints)} a month, simple interest (a month counted as 30 days)`;
    case 'annual-simple':
      return formula.minimumCentsPerYear > 0
        ? `${percent(formula.basisPoints)} a year, simple interest (at least ${formatCents(formula.minimumCentsPerYear)} a year)`
        : `${percent(formula.basisPoints)} a year, simple interest`;
  }
}

function calculationOf(formula: InterestFormula, principal: number, days: number, owed: number) {
  if (formula.kind === 'none' || days === 0) return 'No interest is owed.';
  const base = `${formatCents(principal)} × ${percent(formula.basisPoints)}`;
  const rate =
    formula.kind === 'annual-simple'
      ? `${base} a year × ${days} days ÷ 365`
      : `${base} a month × ${days} days ÷ 30`;
  return `${rate} = ${formatCents(owed)}, rounded once to the nearest cent (halves up)`;
}

/**
 * The clock of a claim the payer received, as of the day it was paid or today: interest is
 * owed on what was paid (without the interest inside it), or on what is expected until then.
 */
export function promptPayOf(row: ClaimRow, today: string): PromptPayView | null {
  if (!row.receivedOn || !row.promptPayRule) return null;
  const rule = row.promptPayRule as unknown as PromptPayRule;
  const paid = row.paidOn !== null && row.paidCents > 0;
  const principalCents = paid ? row.principalPaidCents : row.expectedCents;
  const asOf = paid ? row.paidOn! : today;
  const claim = { receivedOn: row.receivedOn, asOf, principalCents };
  const clock = promptPayClock(rule, claim, publicHolidays);
  return {
    receivedOn: clock.receivedOn,
    dueOn: clock.dueOn,
    days: clock.days,
    dayKind: clock.dayKind,
    day: clock.day,
    lateSince: clock.lateSince,
    lateDays: clock.lateDays,
    paidOn: paid ? row.paidOn : null,
    statute: rule.statute,
    source: describeSource(rule.source),
    unverified: rule.unverified,
    interestInWords: interestInWords(rule.interest),
    calculation: calculationOf(
      rule.interest,
      principalCents,
      clock.lateDays,
      clock.interestOwedCents,
    ),
    principalCents,
    interestOwedCents: clock.interestOwedCents,
    interestPaidCents: row.interestPaidCents,
    shortfallCents: Math.max(0, clock.interestOwedCents - row.interestPaidCents),
  };
}
