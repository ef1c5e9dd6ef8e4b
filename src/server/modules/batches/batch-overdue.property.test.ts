import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overdueOf, overdueSince, type OverdueFacts } from '#domain/clearinghouse/batch-overdue';

const HOUR = 3_600_000;
const facts = fc.record({
  sentAt: fc.date({
    min: new Date('2020-01-01'),
    max: new Date('2030-01-01'),
    noInvalidDate: true,
  }),
  status: fc.constantFrom<OverdueFacts['status']>('open', 'closed'),
  has999: fc.boolean(),
  answeredCount: fc.nat(500),
});
// Time since sending, often right at either boundary, where an off-by-one would hide.
const waited = fc.oneof(
  fc.integer({ min: -HOUR, max: 200 * HOUR }),
  fc
    .constantFrom(24, 72)
    .chain((hours) => fc.integer({ min: hours * HOUR - 2 * HOUR, max: hours * HOUR + 1 })),
);

describe('the overdue rule', () => {
  it('is overdue for a 999 exactly when open, without one, 24 hours or more after sending', () => {
    fc.assert(
      fc.property(facts, waited, (batch, ms) => {
        const now = new Date(batch.sentAt.getTime() + ms);
        const expected = batch.status === 'open' && !batch.has999 && ms >= 24 * HOUR;
        expect(overdueOf(batch, now).includes('no_999')).toBe(expected);
      }),
    );
  });

  it('is overdue for a 277CA exactly when open, no claim answered, 72 hours or more after', () => {
    fc.assert(
      fc.property(facts, waited, (batch, ms) => {
        const now = new Date(batch.sentAt.getTime() + ms);
        const expected = batch.status === 'open' && batch.answeredCount === 0 && ms >= 72 * HOUR;
        expect(overdueOf(batch, now).includes('no_277ca')).toBe(expected);
      }),
    );
  });

  it('stays overdue as time passes, and never before the scan would find the batch', () => {
    fc.assert(
      fc.property(facts, waited, fc.nat(100 * HOUR), (batch, ms, more) => {
        const now = new Date(batch.sentAt.getTime() + ms);
        const later = new Date(now.getTime() + more);
        const kinds = overdueOf(batch, now);
        for (const kind of kinds) expect(overdueOf(batch, later)).toContain(kind);
        if (kinds.length > 0)
          expect(batch.sentAt.getTime()).toBeLessThanOrEqual(overdueSince(now).getTime());
      }),
    );
  });
});
