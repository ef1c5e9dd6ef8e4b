import { describe, expect, it } from 'vitest';
import { dueDate, isWorkingDay } from '#domain/billing/prompt-pay/clock';
import { promptPayRuleSchema } from '#domain/billing/prompt-pay/rules';
import { publicHolidays } from './public-holidays.ts';

describe('the holidays a working-day rule skips', () => {
  it('are the state’s public holidays, substitute days included', () => {
    // Christmas 2026 is a Friday; Thanksgiving and the day after are California holidays;
    // July 4, 2026 is a Saturday, so Friday July 3 is its substitute.
    expect(isWorkingDay('2026-12-25', 'CA', publicHolidays)).toBe(false);
    expect(isWorkingDay('2026-11-27', 'CA', publicHolidays)).toBe(false);
    expect(isWorkingDay('2026-07-03', 'CA', publicHolidays)).toBe(false);
    expect(isWorkingDay('2026-12-24', 'CA', publicHolidays)).toBe(true);
    const rule = promptPayRuleSchema.parse({
      effectiveFrom: '2020-01-01',
      statute: 'Test statute 1',
      days: 2,
      dayKind: 'working',
      holidays: 'CA',
      interest: { kind: 'none' },
      source: { title: 'Test', citation: 'Test § 1', readOn: '2026-12-02' },
    });
    expect(dueDate(rule, '2026-12-23', publicHolidays)).toBe('2026-12-28');
  });
});
