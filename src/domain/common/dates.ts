/** Calendar dates as the API carries them: `YYYY-MM-DD`, no time and no time zone. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the text is `YYYY-MM-DD` and names a day that exists (no 2023-02-29). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The latest calendar date anywhere on Earth right now (UTC+14). Server and browser may sit in
 * different time zones; comparing against this never rejects a date that is today for the user.
 */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar month (`YYYY-MM`) as the screens write it, "March 2025"; other text as it is. */
export function writtenMonth(isoMonth: string): string {
  const month = /^\d{4}-\d{2}$/.test(isoMonth)
    ? MONTHS[Number(isoMonth.slice(5, 7)) - 1]
    : undefined;
  return month ? `${month} ${isoMonth.slice(0, 4)}` : isoMonth;
}

/**
 * A calendar date (`YYYY-MM-DD`) as the screens write it, "March 10, 2025": for messages built
 * in the domain (the claim check's), which must read like the dates beside them. Any other text
 * is returned as it is.
 */
export function writtenDate(isoDate: string): string {
  const match = ISO_DATE_PATTERN.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
