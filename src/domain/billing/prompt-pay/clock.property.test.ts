import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '#domain/billing/calendar';
import {
  type HolidayCalendar,
  dueDate,
  interestCents,
  isWorkingDay,
  promptPayClock,
} from './clock.ts';
import { promptPayRuleSchema, type PromptPayRuleInput } from './rules.ts';
import { seedPromptPayRules } from './seed-rules.ts';

const source = { title: 'Test statute', citation: 'Test § 1', readOn: '2026-12-02' };
function rule(input: Partial<PromptPayRuleInput>) {
  return promptPayRuleSchema.parse({
    effectiveFrom: '2020-01-01',
    statute: 'Test statute 1',
    days: 30,
    dayKind: 'calendar',
    interest: { kind: 'annual-simple', basisPoints: 1500 },
    source,
    ...input,
  });
}

// Any day of 2024–2027, month ends and year ends included.
const day = fc.integer({ min: 0, max: 4 * 366 }).map((n) => addDays('2024-01-01', n));
const days = fc.integer({ min: 1, max: 90 });
/** Any holidays: a set of days of the same years, the state's name ignored. */
const holidaySets = fc
  .uniqueArray(fc.integer({ min: 0, max: 4 * 366 + 200 }), { maxLength: 60 })
  .map((offsets) => new Set(offsets.map((n) => addDays('2024-01-01', n))));
const calendarOf =
  (set: Set<string>): HolidayCalendar =>
  (_state, date) =>
    set.has(date);
const none: HolidayCalendar = () => false;
const formulas = fc.oneof(
  fc.record({
    kind: fc.constant('annual-simple' as const),
    basisPoints: fc.integer({ min: 0, max: 5000 }),
    minimumCentsPerYear: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({
    kind: fc.constant('monthly-simple' as const),
    basisPoints: fc.integer({ min: 0, max: 500 }),
  }),
  fc.constant({ kind: 'none' as const }),
);

describe('the prompt-pay clock', () => {
  it('a calendar deadline is the receipt day plus the days, across month and year ends', () => {
    fc.assert(
      fc.property(day, days, (receivedOn, n) => {
        const due = dueDate(rule({ days: n }), receivedOn, none);
        expect(daysBetween(receivedOn, due)).toBe(n);
      }),
    );
  });

  it('a working-day deadline skips weekends and the holidays, and is never earlier', () => {
    fc.assert(
      fc.property(day, days, holidaySets, (receivedOn, n, set) => {
        const holidays = calendarOf(set);
        const working = rule({ days: n, dayKind: 'working', holidays: 'CA' });
        const due = dueDate(working, receivedOn, holidays);
        expect(isWorkingDay(due, 'CA', holidays)).toBe(true);
        expect(set.has(due)).toBe(false);
        expect(due >= dueDate(rule({ days: n }), receivedOn, none)).toBe(true);
        let counted = 0;
        for (let d = addDays(receivedOn, 1); d <= due; d = addDays(d, 1)) {
          if (isWorkingDay(d, 'CA', holidays)) counted += 1;
        }
        expect(counted).toBe(n);
        // The clock reads the same days: on the deadline, every one of them is used.
        const clock = promptPayClock(
          working,
          { receivedOn, asOf: due, principalCents: 100 },
          holidays,
        );
        expect(clock).toMatchObject({ day: n, lateSince: null });
      }),
      { numRuns: 50 },
    );
  });

  it('paid on the deadline is on time; a day after owes one day of interest', () => {
    fc.assert(
      fc.property(
        day,
        days,
        formulas,
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.constantFrom('calendar' as const, 'working' as const),
        holidaySets,
        (receivedOn, n, interest, cents, dayKind, set) => {
          const holidays = calendarOf(set);
          const r = rule({ days: n, interest, dayKind, holidays: 'CA' });
          const due = dueDate(r, receivedOn, holidays);
          const on = (asOf: string) =>
            promptPayClock(r, { receivedOn, asOf, principalCents: cents }, holidays);
          const onTime = on(due);
          const dayAfter = on(addDays(due, 1));
          expect(onTime).toMatchObject({
            lateSince: null,
            lateDays: 0,
            interestOwedCents: 0,
            day: n,
          });
          expect(dayAfter.lateSince).toBe(addDays(due, 1));
          expect(dayAfter.lateDays).toBe(1);
          expect(dayAfter.interestOwedCents).toBe(interestCents(r.interest, cents, 1));
        },
      ),
    );
  });

  it('interest by each formula is whole cents, never falls as days pass, and matches its rate', () => {
    fc.assert(
      fc.property(
        formulas,
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 0, max: 400 }),
        (f, cents, late) => {
          const owed = interestCents(promptPayRuleSchema.shape.interest.parse(f), cents, late);
          expect(Number.isInteger(owed)).toBe(true);
          expect(owed).toBeLessThanOrEqual(
            interestCents(promptPayRuleSchema.shape.interest.parse(f), cents, late + 1),
          );
          const exact =
            f.kind === 'none' || late === 0 || cents === 0
              ? 0
              : f.kind === 'monthly-simple'
                ? (cents * f.basisPoints * late) / 300_000
                : Math.max(
                    (cents * f.basisPoints * late) / 3_650_000,
                    (f.minimumCentsPerYear * late) / 365,
                  );
          expect(Math.abs(owed - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('the issue’s example: $1,000 at 15% a year, late 11 days, owes $4.52', () => {
    const [, california] = seedPromptPayRules('CA');
    const clock = promptPayClock(
      california!,
      {
        receivedOn: '2026-11-02',
        asOf: '2026-12-13',
        principalCents: 100_000,
      },
      none,
    );
    expect(clock).toMatchObject({ dueOn: '2026-12-02', lateSince: '2026-12-03', lateDays: 11 });
    expect(clock.interestOwedCents).toBe(452);
  });
});

describe('a prompt-pay rule', () => {
  it('refuses zero days and a negative rate in one sentence each', () => {
    const zero = promptPayRuleSchema.safeParse({ ...rule({}), days: 0 });
    expect(zero.error?.issues.map((i) => i.message)).toEqual([
      'A prompt-pay rule needs at least one day for the payer to pay.',
    ]);
    const negative = promptPayRuleSchema.safeParse({
      ...rule({}),
      interest: { kind: 'monthly-simple', basisPoints: -100 },
    });
    expect(negative.error?.issues.map((i) => i.message)).toEqual([
      'An interest rate cannot be negative.',
    ]);
  });

  it('the seeded rules parse, one in force on any day', () => {
    for (const state of ['CA', 'NY', 'NJ', 'WA', 'OK'])
      expect(seedPromptPayRules(state).length).toBeGreaterThan(0);
    expect(seedPromptPayRules(null)).toEqual([]);
  });
});
