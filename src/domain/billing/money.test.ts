import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';

describe('formatCents', () => {
  it('writes dollars and cents', () => {
    expect(formatCents(16211)).toBe('$162.11');
    expect(formatCents(48636)).toBe('$486.36');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1234567)).toBe('$12,345.67');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});
