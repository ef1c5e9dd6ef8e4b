/**
 * When a connection's send schedule is due: the rule every app server applies to the minute's
 * tick, so any server decides the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendScheduleDue } from '#domain/clearinghouse/connections';

const minute = 60_000;
/** Any minute from 2000 to 2100, and a moment within it. */
const minuteIndex = fc.integer({ min: 15_778_080, max: 68_374_080 });
const within = fc.integer({ min: 0, max: minute - 1 });
const everyMinutes = fc.integer({ min: 1, max: 1440 });

describe('sendScheduleDue', () => {
  it('every N minutes: due exactly at the minutes since the epoch that N divides, the whole minute long', () => {
    fc.assert(
      fc.property(minuteIndex, within, everyMinutes, (index, offset, minutes) => {
        const due = sendScheduleDue({ kind: 'every', minutes }, new Date(index * minute + offset));
        expect(due).toBe(index % minutes === 0);
      }),
    );
  });

  it('every N minutes: due once in any N consecutive minutes', () => {
    fc.assert(
      fc.property(minuteIndex, everyMinutes, (start, minutes) => {
        const dueMinutes = Array.from({ length: minutes }, (_, i) =>
          sendScheduleDue({ kind: 'every', minutes }, new Date((start + i) * minute)),
        ).filter(Boolean);
        expect(dueMinutes).toHaveLength(1);
      }),
    );
  });

  it('daily at HH:MM: due in that one UTC minute of every day, never in the others', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_957, max: 47_482 }), // a day from 2000 to 2100
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        within,
        (day, cutOff, at, offset) => {
          const hhmm = `${String(Math.floor(cutOff / 60)).padStart(2, '0')}:${String(cutOff % 60).padStart(2, '0')}`;
          const moment = new Date((day * 1440 + at) * minute + offset);
          expect(sendScheduleDue({ kind: 'daily', at: hhmm }, moment)).toBe(at === cutOff);
        },
      ),
    );
  });

  it('manual: never due (only "Send now" sends)', () => {
    fc.assert(
      fc.property(minuteIndex, within, (index, offset) => {
        expect(sendScheduleDue({ kind: 'manual' }, new Date(index * minute + offset))).toBe(false);
      }),
    );
  });
});
