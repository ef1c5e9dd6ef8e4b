import { describe, expect, it } from 'vitest';
import { isRealIsoDate, latestTodayOnEarth, writtenDate } from './dates.ts';
import { searchWords } from '#domain/records/list';

it('isRealIsoDate takes only days that exist, written YYYY-MM-DD', () => {
  expect(isRealIsoDate('2024-02-29')).toBe(true);
  expect(isRealIsoDate('2023-02-29')).toBe(false);
  expect(isRealIsoDate('2024-04-31')).toBe(false);
  expect(isRealIsoDate('2024-4-3')).toBe(false);
  expect(isRealIsoDate('')).toBe(false);
});

it('latestTodayOnEarth is the calendar date at UTC+14', () => {
  expect(latestTodayOnEarth(new Date('2026-01-01T09:59:00Z'))).toBe('2026-01-01');
  expect(latestTodayOnEarth(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
});

it('searchWords splits, lower-cases and caps the number of words', () => {
  expect(searchWords('  Ana   RIVERA ')).toEqual(['ana', 'rivera']);
  expect(searchWords('')).toEqual([]);
  expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
});

describe('writtenDate', () => {
  it('writes a calendar date as the screens do, and leaves other text alone', () => {
    expect(writtenDate('2025-03-10')).toBe('March 10, 2025');
    expect(writtenDate('2026-12-01')).toBe('December 1, 2026');
    expect(writtenDate('2026-13-01')).toBe('2026-13-01');
    expect(writtenDate('soon')).toBe('soon');
  });
});
