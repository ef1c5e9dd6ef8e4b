import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitRuleSchema } from './payer-profile.ts';
import { unitsFor, visitLengthProblem } from './visit-length.ts';

const per15 = (rounding: string, maxUnitsPerVisit: number | null = null) =>
  unitRuleSchema.parse({ kind: 'per-minutes', minutesPerUnit: 15, rounding, maxUnitsPerVisit });

describe('units by the program’s rounding rule', () => {
  // Worked by hand from each rule's wording: 15-minute units.
  it.each([
    // minutes, any started unit, whole units only, CMS eight-minute rule
    [1, 1, 0, 0],
    [7, 1, 0, 0],
    [8, 1, 0, 1],
    [15, 1, 1, 1],
    [22, 2, 1, 1],
    [23, 2, 1, 2],
    [60, 4, 4, 4],
    [65, 5, 4, 4],
    [67, 5, 4, 4],
    [68, 5, 4, 5],
  ])(
    '%i minutes: %i started, %i whole, %i by the eight-minute rule',
    (min, started, whole, cms) => {
      const units = (rounding: string) => {
        const result = unitsFor(per15(rounding), min);
        return result.ok ? result.units : 0;
      };
      expect(units('any-started-unit')).toBe(started);
      expect(units('whole-units')).toBe(whole);
      expect(units('eight-minute-rule')).toBe(cms);
    },
  );

  it('keeps versions written before rounding rules billing every started unit', () => {
    expect(unitsFor({ kind: 'per-minutes', minutesPerUnit: 15 }, 61)).toEqual({
      ok: true,
      units: 5,
    });
  });

  it('says a visit shorter than one whole unit bills nothing', () => {
    expect(unitsFor(per15('whole-units'), 14)).toEqual({
      ok: false,
      code: 'duration-under-one-unit',
    });
  });

  it('holds a long visit to the ceiling per visit and says what the time alone gives', () => {
    expect(unitsFor(per15('whole-units', 4), 95)).toEqual({ ok: true, units: 4, cappedFrom: 6 });
    expect(unitsFor(per15('whole-units', 4), 60)).toEqual({ ok: true, units: 4 });
  });

  it('orders the rules: whole units ≤ eight-minute rule ≤ any started unit, all under the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1440 }),
        fc.integer({ min: 1, max: 120 }),
        fc.option(fc.integer({ min: 1, max: 96 }), { nil: null }),
        (minutes, minutesPerUnit, maxUnitsPerVisit) => {
          const count = (rounding: string) => {
            const rule = unitRuleSchema.parse({
              kind: 'per-minutes',
              minutesPerUnit,
              rounding,
              maxUnitsPerVisit,
            });
            const result = unitsFor(rule, minutes);
            return result.ok ? result.units : 0;
          };
          const [whole, cms, started] = [
            'whole-units',
            'eight-minute-rule',
            'any-started-unit',
          ].map(count) as [number, number, number];
          expect(whole).toBeLessThanOrEqual(cms);
          expect(cms).toBeLessThanOrEqual(started);
          expect(started).toBeLessThanOrEqual(maxUnitsPerVisit ?? Infinity);
          // Never more than one unit apart before the ceiling.
          expect(started - whole).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('a daily rate', () => {
  const perDay = (maxUnitsPerVisit: number | null = null) =>
    unitRuleSchema.parse({ kind: 'per-day', maxUnitsPerVisit });

  it('bills a unit for each calendar day the service spans, whatever its minutes', () => {
    expect(unitsFor(perDay(), 300, 1)).toEqual({ ok: true, units: 1 });
    // From 22:00 into the next morning: two days.
    expect(unitsFor(perDay(), 360, 2)).toEqual({ ok: true, units: 2 });
    expect(unitsFor(perDay(), null)).toEqual({ ok: true, units: 1 });
  });

  it('holds the days to the ceiling and says what the days alone give', () => {
    expect(unitsFor(perDay(1), 2000, 3)).toEqual({ ok: true, units: 1, cappedFrom: 3 });
    expect(unitRuleSchema.safeParse({ kind: 'per-day', maxUnitsPerVisit: 0 }).success).toBe(false);
  });

  it('asks nothing of the visit’s length (a one-minute end is not a problem)', () => {
    expect(visitLengthProblem({ unit: perDay(), minimumMinutes: null }, 1)).toBeNull();
  });
});

describe('the visit’s length before any unit is counted', () => {
  const timed = { unit: per15('any-started-unit'), minimumMinutes: null };
  const perVisitWithMinimum = { unit: { kind: 'per-visit' as const }, minimumMinutes: 60 };

  it('refuses a time-billed visit that ends one minute after it began', () => {
    expect(visitLengthProblem(timed, 1)).toBe('duration-one-minute');
    expect(visitLengthProblem(timed, 2)).toBeNull();
  });

  it('refuses a visit shorter than the program’s minimum, and asks for the length', () => {
    expect(visitLengthProblem(perVisitWithMinimum, 45)).toBe('duration-below-minimum');
    expect(visitLengthProblem(perVisitWithMinimum, 60)).toBeNull();
    expect(visitLengthProblem(perVisitWithMinimum, null)).toBe('duration-required');
    expect(
      visitLengthProblem({ unit: { kind: 'per-visit' }, minimumMinutes: null }, null),
    ).toBeNull();
  });
});
