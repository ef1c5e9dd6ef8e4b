import type { ServiceRule, UnitRounding, UnitRuleInput } from './payer-profile.ts';

/** A time-billed visit cannot last longer than the day it is billed on. */
export const MAX_MINUTES = 1440;

export type VisitLengthProblemCode =
  | 'duration-required'
  | 'duration-invalid'
  | 'duration-one-minute'
  | 'duration-below-minimum'
  | 'duration-under-one-unit';

export type UnitsResult =
  | {
      ok: true;
      units: number;
      /** Set when the program's ceiling per visit cut the units: what the time alone gives. */
      cappedFrom?: number;
    }
  | {
      ok: false;
      code: Exclude<VisitLengthProblemCode, 'duration-one-minute' | 'duration-below-minimum'>;
    };

function unitsOfTime(
  minutes: number,
  minutesPerUnit: number,
  rounding: UnitRounding | undefined,
): number {
  const whole = Math.floor(minutes / minutesPerUnit);
  const rest = minutes % minutesPerUnit;
  if (rounding === 'whole-units') return whole;
  // More than half a unit counts as one: with 15-minute units, 8 minutes do.
  if (rounding === 'eight-minute-rule') return whole + (rest * 2 > minutesPerUnit ? 1 : 0);
  return whole + (rest > 0 ? 1 : 0);
}

/**
 * Units for a line: 1 a visit, or the visit's minutes turned into units by the program's
 * rounding rule and held under its ceiling per visit.
 */
export function unitsFor(
  unit: UnitRuleInput,
  durationMinutes: number | null | undefined,
  /** The calendar days the service spans (a daily rate's units); 1 when not known. */
  serviceDays = 1,
): UnitsResult {
  if (unit.kind === 'per-visit') return { ok: true, units: 1 };
  if (unit.kind === 'per-day') {
    const days = Math.max(1, serviceDays);
    const max = unit.maxUnitsPerVisit ?? null;
    return max !== null && days > max
      ? { ok: true, units: max, cappedFrom: days }
      : { ok: true, units: days };
  }
  if (durationMinutes === null || durationMinutes === undefined) {
    return { ok: false, code: 'duration-required' };
  }
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0 || durationMinutes > MAX_MINUTES) {
    return { ok: false, code: 'duration-invalid' };
  }
  const timeUnits = unitsOfTime(durationMinutes, unit.minutesPerUnit, unit.rounding);
  if (timeUnits < 1) return { ok: false, code: 'duration-under-one-unit' };
  const max = unit.maxUnitsPerVisit ?? null;
  if (max !== null && timeUnits > max) return { ok: true, units: max, cappedFrom: timeUnits };
  return { ok: true, units: timeUnits };
}

/**
 * What the program's rule says of the visit's length before any unit is counted: a visit whose
 * end was left one minute after its start (the form fills the end time in so) is not billed as
 * one unit, and a visit shorter than the program's minimum is not billed at all.
 */
export function visitLengthProblem(
  rule: Pick<ServiceRule, 'unit' | 'minimumMinutes'>,
  durationMinutes: number | null | undefined,
): 'duration-required' | 'duration-one-minute' | 'duration-below-minimum' | null {
  // Versions stored before minimums existed have none (undefined, not null).
  const minimum = rule.minimumMinutes ?? null;
  const known = typeof durationMinutes === 'number' && Number.isInteger(durationMinutes);
  if (minimum !== null && durationMinutes == null) return 'duration-required';
  if (!known) return null;
  if (durationMinutes === 1 && rule.unit.kind === 'per-minutes') return 'duration-one-minute';
  if (minimum !== null && durationMinutes > 0 && durationMinutes < minimum)
    return 'duration-below-minimum';
  return null;
}

const roundingWords: Record<UnitRounding, string> = {
  'any-started-unit': 'every started unit counts',
  'whole-units': 'whole units only',
  'eight-minute-rule': 'a unit counts from half of it (the eight-minute rule)',
};

/** A service rule's units in words: "per 15 minutes (whole units only; at most 4 a visit)". */
export function describeUnitRule(rule: Pick<ServiceRule, 'unit' | 'minimumMinutes'>): string {
  const { unit } = rule;
  const parts: string[] = [];
  if (unit.kind === 'per-day') {
    const ceiling = unit.maxUnitsPerVisit != null ? ` (at most ${unit.maxUnitsPerVisit})` : '';
    return `per day${ceiling}`;
  }
  if (unit.kind === 'per-minutes') {
    // Versions stored before these rules existed lack them: every started unit, no ceiling.
    parts.push(roundingWords[unit.rounding ?? 'any-started-unit']);
    if (unit.maxUnitsPerVisit != null) parts.push(`at most ${unit.maxUnitsPerVisit} a visit`);
  }
  if (rule.minimumMinutes != null) parts.push(`visits of at least ${rule.minimumMinutes} minutes`);
  const base = unit.kind === 'per-visit' ? 'per visit' : `per ${unit.minutesPerUnit} minutes`;
  return parts.length > 0 ? `${base} (${parts.join('; ')})` : base;
}
