import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '#domain/billing/calendar';
import {
  deadlineStanding,
  reconsiderationDeadline,
  reminderDue,
  RECONSIDERATION_REMIND_DAYS,
} from '#domain/billing/reconsideration-window';
import {
  canMoveReconsideration,
  isOpenReconsideration,
  nextReconsiderationStates,
  reconsiderationStates,
  type ReconsiderationState,
} from './reconsideration.ts';

const day = fc.integer({ min: 0, max: 20 * 365 }).map((offset) => addDays('2020-01-01', offset));
const window = fc.record({
  firstLevelDays: fc.constantFrom(90, 120, 180),
  secondLevelDays: fc.integer({ min: 45, max: 60 }),
});

describe('the reconsideration deadline', () => {
  it('is its window in calendar days after the remittance (first level) or the answer (second), across month and year ends', () => {
    fc.assert(
      fc.property(window, day, fc.constantFrom(1 as const, 2 as const), (w, from, level) => {
        const deadline = reconsiderationDeadline(w, level, from);
        expect(daysBetween(from, deadline)).toBe(
          level === 1 ? w.firstLevelDays : w.secondLevelDays,
        );
        expect(deadline > from).toBe(true);
      }),
    );
  });

  it('is open on its own day and passed the day after, one day late', () => {
    fc.assert(
      fc.property(window, day, (w, from) => {
        const deadline = reconsiderationDeadline(w, 1, from);
        expect(deadlineStanding(deadline, deadline)).toEqual({ state: 'open', daysLeft: 0 });
        expect(deadlineStanding(deadline, addDays(deadline, 1))).toEqual({
          state: 'passed',
          daysLate: 1,
        });
      }),
    );
  });

  it('counts down one day a day, and reminds only in the last days before it', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (deadline, offset) => {
        const today = addDays(deadline, -offset);
        const standing = deadlineStanding(deadline, today);
        if (offset >= 0) expect(standing).toEqual({ state: 'open', daysLeft: offset });
        else expect(standing).toEqual({ state: 'passed', daysLate: -offset });
        expect(reminderDue(deadline, today)).toBe(
          offset >= 0 && offset <= RECONSIDERATION_REMIND_DAYS,
        );
      }),
    );
  });
});

describe('the reconsideration states', () => {
  const state = fc.constantFrom(...reconsiderationStates);

  it('move only forward, and won and lost close it for good', () => {
    fc.assert(
      fc.property(state, state, (from, to) => {
        if (canMoveReconsideration(from, to)) {
          expect(reconsiderationStates.indexOf(to)).toBeGreaterThan(
            reconsiderationStates.indexOf(from),
          );
        }
        if (from === 'won' || from === 'lost') expect(canMoveReconsideration(from, to)).toBe(false);
      }),
    );
  });

  it('any walk of allowed moves from drafted ends, in at most three moves, at won or lost', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), (choices) => {
        let current: ReconsiderationState = 'drafted';
        let moves = 0;
        for (const choice of choices) {
          const next = nextReconsiderationStates(current);
          if (next.length === 0) break;
          const to = next[choice % next.length]!;
          expect(canMoveReconsideration(current, to)).toBe(true);
          current = to;
          moves += 1;
        }
        expect(['won', 'lost']).toContain(current);
        expect(isOpenReconsideration(current)).toBe(false);
        expect(moves).toBeLessThanOrEqual(3);
      }),
    );
  });
});
