/** Dates in tables: en-US short format with the full year, e.g. 4/17/1992. */
const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * A calendar date from the API (`YYYY-MM-DD`, e.g. a date of birth), shown as written: no time
 * zone may move it to the day before.
 */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[2])}/${Number(match[3])}/${match[1]}`;
}

/** A moment from the API (an ISO timestamp, e.g. createdAt), as the day it was here. */
export function formatShortDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** Today as `YYYY-MM-DD` in the browser's time zone (for a date input's max). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
