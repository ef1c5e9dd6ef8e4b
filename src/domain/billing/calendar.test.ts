import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, endOfMonth, isWithin } from './calendar.ts';

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-03-10', '2024-03-01')).toBe(-9);
  });

  it('finds the end of the month, leap years included', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2023-02-10')).toBe('2023-02-28');
    expect(endOfMonth('2024-12-01')).toBe('2024-12-31');
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-08-31', 6)).toBe('2025-02-28');
    expect(addMonths('2024-05-15', 12)).toBe('2025-05-15');
  });

  it('refuses dates that do not exist', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
  });

  it('tells whether a date lies in a closed or open range', () => {
    expect(isWithin('2024-01-01', '2024-01-01', '2024-12-31')).toBe(true);
    expect(isWithin('2025-01-01', '2024-01-01', '2024-12-31')).toBe(false);
    expect(isWithin('2099-01-01', '2024-01-01', null)).toBe(true);
    expect(isWithin('2023-12-31', '2024-01-01', null)).toBe(false);
  });
});
