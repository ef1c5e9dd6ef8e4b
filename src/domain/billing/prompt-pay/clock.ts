import { addDays, daysBetween } from '#domain/billing/calendar';
import type { InterestFormula, PromptPayRule } from './rules.ts';

/**
 * The prompt-pay clock of one claim: which day of the payer's time it is, when that time ends
 * and, past it, the interest owed. The holidays come from the caller (the server reads them from
 * a holiday library): the rules stay pure, and the browser gets the clock's answer, not the tables.
 */

/** True when `date` is a public holiday of the US state `state`. */
export type HolidayCalendar = (state: string, date: string) => boolean;

export interface PromptPayClock {
  receivedOn: string;
  /** The last day the payer may pay without interest. */
  dueOn: string;
  days: number;
  dayKind: PromptPayRule['dayKind'];
  /** Days of the payer's time used by `asOf` (working days under a working-day rule). */
  day: number;
  /** The first day the claim is late (the day after `dueOn`); null while it is not. */
  lateSince: string | null;
  /** Calendar days past the deadline by `asOf`: interest accrues on every one of them. */
  lateDays: number;
  /** The amount interest is counted on: what was paid, or what is expected until then. */
  principalCents: number;
  interestOwedCents: number;
}

/** A day the payer's working-day clock counts: not a weekend, not one of the state's holidays. */
export function isWorkingDay(date: string, state: string | null, holidays: HolidayCalendar) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return state === null || !holidays(state, date);
}

/** The last day to pay: `days` calendar or working days after the day of receipt. */
export function dueDate(
  rule: PromptPayRule,
  receivedOn: string,
  holidays: HolidayCalendar,
): string {
  if (rule.dayKind === 'calendar') return addDays(receivedOn, rule.days);
  let date = receivedOn;
  for (let counted = 0; counted < rule.days;) {
    date = addDays(date, 1);
    if (isWorkingDay(date, rule.holidays, holidays)) counted += 1;
  }
  return date;
}

/** Days of the rule's kind after `from`, up to and including `to` (0 when `to` is not later). */
function daysCounted(rule: PromptPayRule, from: string, to: string, holidays: HolidayCalendar) {
  if (rule.dayKind === 'calendar') return Math.max(0, daysBetween(from, to));
  let counted = 0;
  for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) {
    if (isWorkingDay(date, rule.holidays, holidays)) counted += 1;
  }
  return counted;
}

/** `numerator / denominator` to the nearest cent, halves up (both are whole and ≥ 0). */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Simple interest on `principalCents` for `lateDays` days, rounded once, on the total, to the
 * nearest cent (halves up). A year is 365 days and a month 30.
 */
export function interestCents(
  formula: InterestFormula,
  principalCents: number,
  lateDays: number,
): number {
  if (lateDays <= 0 || principalCents <= 0) return 0;
  switch (formula.kind) {
    case 'none':
      return 0;
    case 'monthly-simple':
      return roundHalfUp(principalCents * formula.basisPoints * lateDays, 10_000 * 30);
    case 'annual-simple': {
      const byRate = roundHalfUp(principalCents * formula.basisPoints * lateDays, 10_000 * 365);
      const floor = roundHalfUp(formula.minimumCentsPerYear * lateDays, 365);
      return Math.max(byRate, floor);
    }
  }
}

/**
 * The clock of a claim received on `receivedOn`, as of `asOf`: the day it was paid, or today
 * while it is unpaid. Paid on the deadline is on time; every day after it costs interest.
 */
export function promptPayClock(
  rule: PromptPayRule,
  claim: { receivedOn: string; asOf: string; principalCents: number },
  holidays: HolidayCalendar,
): PromptPayClock {
  const dueOn = dueDate(rule, claim.receivedOn, holidays);
  const lateDays = Math.max(0, daysBetween(dueOn, claim.asOf));
  return {
    receivedOn: claim.receivedOn,
    dueOn,
    days: rule.days,
    dayKind: rule.dayKind,
    day: Math.min(daysCounted(rule, claim.receivedOn, claim.asOf, holidays), rule.days),
    lateSince: lateDays > 0 ? addDays(dueOn, 1) : null,
    lateDays,
    principalCents: claim.principalCents,
    interestOwedCents: interestCents(rule.interest, claim.principalCents, lateDays),
  };
}
