import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf, formatCents } from './money.ts';

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

describe('centsOf and dollarsOf', () => {
  it('reads what an operator types', () => {
    expect(centsOf('162.11')).toBe(16211);
    expect(centsOf(' $1,162 ')).toBe(116200);
    expect(centsOf('10.5')).toBe(1050);
    expect(dollarsOf(1050)).toBe('10.50');
    for (const text of ['', '10.555', '-1', '1e3', 'ten', '.5', '9'.repeat(20)]) {
      expect(centsOf(text)).toBeNull();
    }
  });
});
