import Holidays from 'date-holidays';
import type { HolidayCalendar } from '#domain/billing/prompt-pay/clock';

/**
 * The public holidays a working-day prompt-pay rule skips, from date-holidays (decision 108):
 * each state's list, substitute days included, read once per state and year.
 */
const tables = new Map<string, Set<string>>();

export const publicHolidays: HolidayCalendar = (state, date) => {
  const key = `${state}|${date.slice(0, 4)}`;
  let dates = tables.get(key);
  if (!dates) {
    const days = new Holidays('US', state).getHolidays(Number(date.slice(0, 4))) || [];
    dates = new Set(
      days.filter((day) => day.type === 'public').map((day) => day.date.slice(0, 10)),
    );
    tables.set(key, dates);
  }
  return dates.has(date);
};
