import { z } from 'zod';
import { writtenDate } from '#domain/common/dates';
import { addDays, daysBetween } from './calendar.ts';
import { describeSource, versionSourceSchema } from './program-rules.ts';

/**
 * How long a payer gives her to ask it to reconsider a decision: days from the remittance for a
 * first level, then days from the payer's answer for a second level. Plans set their own window
 * in their provider manuals (90, 120 or 180 days; a second level 45 to 60), so it is data on the
 * payer profile version, with where it was read.
 */
export const reconsiderationWindowSchema = z
  .object({
    firstLevelDays: z.number().int().min(1).max(365),
    secondLevelDays: z.number().int().min(1).max(365),
    source: versionSourceSchema,
    /** False when the source did not state the window for this payer itself. */
    verified: z.boolean().default(false),
  })
  .strict();

/** A window as a claim uses it: its days and its source in words, verified or not. */
export interface ReconsiderationWindow {
  firstLevelDays: number;
  secondLevelDays: number;
  source: string;
  verified: boolean;
}

/**
 * A payer whose profile names no window: the shortest windows seen in plan manuals (a first
 * level 90 days from the remittance, a second 45 days from the answer), so the date she is shown
 * is never later than her plan's. Shown as unverified.
 */
export const FALLBACK_RECONSIDERATION_WINDOW: ReconsiderationWindow = {
  firstLevelDays: 90,
  secondLevelDays: 45,
  source:
    'No window recorded for this payer: the shortest seen in plan manuals (90 days from the remittance, 45 days for a second level)',
  verified: false,
};

export function reconsiderationWindowOf(version: {
  reconsideration?: z.output<typeof reconsiderationWindowSchema> | undefined;
}): ReconsiderationWindow {
  const window = version.reconsideration;
  if (!window) return FALLBACK_RECONSIDERATION_WINDOW;
  return {
    firstLevelDays: window.firstLevelDays,
    secondLevelDays: window.secondLevelDays,
    source: describeSource(window.source),
    verified: window.verified,
  };
}

export type ReconsiderationLevel = 1 | 2;

/**
 * The last day to ask: calendar days from the remittance date (first level) or from the date of
 * the payer's first answer (second level). Asking on that day is still in time.
 */
export function reconsiderationDeadline(
  window: Pick<ReconsiderationWindow, 'firstLevelDays' | 'secondLevelDays'>,
  level: ReconsiderationLevel,
  from: string,
): string {
  return addDays(from, level === 1 ? window.firstLevelDays : window.secondLevelDays);
}

export type DeadlineStanding =
  { state: 'open'; daysLeft: number } | { state: 'passed'; daysLate: number };

/** Where today stands against a deadline: the deadline day itself is still open (0 days left). */
export function deadlineStanding(deadline: string, today: string): DeadlineStanding {
  const daysLeft = daysBetween(today, deadline);
  return daysLeft >= 0 ? { state: 'open', daysLeft } : { state: 'passed', daysLate: -daysLeft };
}

/** "Reconsideration due by March 2, 2027 (12 days left)", or plainly that the day has passed. */
export function deadlineWords(deadline: string, today: string): string {
  const standing = deadlineStanding(deadline, today);
  const day = writtenDate(deadline);
  if (standing.state === 'passed') return `Reconsideration deadline passed on ${day}`;
  const left = standing.daysLeft === 1 ? '1 day left' : `${standing.daysLeft} days left`;
  return `Reconsideration due by ${day} (${left})`;
}

/** Days before a deadline when she is reminded (by email and in "Needs your attention"). */
export const RECONSIDERATION_REMIND_DAYS = 14;

export const reminderDue = (deadline: string, today: string) => {
  const standing = deadlineStanding(deadline, today);
  return standing.state === 'open' && standing.daysLeft <= RECONSIDERATION_REMIND_DAYS;
};
