import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf, formatCents } from '#domain/billing/money';

/**
 * The console reads prices and checks as typed dollars and sends whole cents: every amount it
 * shows (in a field or as money) must read back to the very cent, however large.
 */
describe('typed dollars', () => {
  it('read back every amount dollarsOf or formatCents writes, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(centsOf(dollarsOf(cents))).toBe(cents);
        expect(centsOf(formatCents(cents))).toBe(cents);
      }),
    );
  });

  it('never read a negative amount, a third decimal or anything but digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = centsOf(text);
        if (cents === null) return;
        expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
        expect(text.trim()).toMatch(/^\$?[\d,]+(\.\d{1,2})?$/);
      }),
    );
  });
});
