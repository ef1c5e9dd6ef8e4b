/**
 * X12 numbers and dates. Money travels as a decimal (type R): leading zeros and needless
 * trailing decimal zeros are left out (16211 cents → `162.11`, 10000 → `100`, 4050 → `40.5`).
 * Dates are CCYYMMDD (D8) or a range CCYYMMDD-CCYYMMDD (RD8); times HHMM.
 */

export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100);
  const rest = absolute % 100;
  if (rest === 0) return `${sign}${dollars}`;
  const decimals = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${sign}${dollars}.${decimals}`;
}

/** `162.11`, `-5`, `.5`, `100.` → cents; undefined when it is not an X12 decimal or has sub-cent digits. */
export function parseMoney(value: string): number | undefined {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || value === '' || value === '-' || /^-?\.?$/.test(value)) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** `2026-11-01` → `20261101`. */
export function formatDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** `20261101` → `2026-11-01`; undefined when it is not a real CCYYMMDD date. */
export function parseDate(value: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** DTP/DTM periods: `D8` one date or `RD8` a range, as ISO dates. */
export function parsePeriod(
  qualifier: string,
  value: string,
): { from: string; to: string } | undefined {
  if (qualifier === 'D8') {
    const date = parseDate(value);
    return date ? { from: date, to: date } : undefined;
  }
  if (qualifier === 'RD8') {
    const [start = '', end = ''] = value.split('-');
    const from = parseDate(start);
    const to = parseDate(end);
    return from && to ? { from, to } : undefined;
  }
  return undefined;
}
