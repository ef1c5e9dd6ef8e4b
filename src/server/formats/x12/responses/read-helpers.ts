import { type Delimiters, type Segment, element } from '../codec.ts';
import { X12ReadError } from '../errors.ts';
import { parseDate, parseMoney, parsePeriod } from '../values.ts';

/**
 * The largest amount a payer file may name, either way: $99,999,999.99. Beyond it an amount is
 * no doula's payment, and it would no longer be exact in cents; the file is refused.
 */
export const MAX_FILE_AMOUNT_CENTS = 9_999_999_999;

/** Field readers for response transactions that name the segment and element when a value is bad. */
export function money(segment: Segment, n: number): number {
  const text = element(segment, n);
  // More than eight whole digits is out of range before it is a number (Number() would round).
  const whole = /^-?0*(\d*)/.exec(text)?.[1] ?? '';
  const cents = whole.length > 8 && /^-?\d+(\.\d*)?$/.test(text) ? Infinity : parseMoney(text);
  if (cents === undefined) {
    throw new X12ReadError('structure', `${label(segment, n)} is not an amount.`);
  }
  if (Math.abs(cents) > MAX_FILE_AMOUNT_CENTS) {
    throw new X12ReadError(
      'structure',
      `${label(segment, n)} is out of range: an amount in a payer file is at most $99,999,999.99.`,
    );
  }
  return cents;
}

export function optionalMoney(segment: Segment, n: number): number | undefined {
  return element(segment, n) === '' ? undefined : money(segment, n);
}

export function required(segment: Segment, n: number): string {
  const value = element(segment, n);
  if (value === '') throw new X12ReadError('structure', `${label(segment, n)} is missing.`);
  return value;
}

export function optional(segment: Segment, n: number): string | undefined {
  return element(segment, n) || undefined;
}

export function date(segment: Segment, n: number): string {
  const iso = parseDate(element(segment, n));
  if (!iso) throw new X12ReadError('structure', `${label(segment, n)} is not a CCYYMMDD date.`);
  return iso;
}

export function optionalDate(segment: Segment, n: number): string | undefined {
  return element(segment, n) === '' ? undefined : date(segment, n);
}

/** A DTP segment's period (DTP02 qualifier D8 or RD8, DTP03 the date or range). */
export function period(segment: Segment): { from: string; to: string } {
  const value = parsePeriod(element(segment, 2), element(segment, 3));
  if (!value)
    throw new X12ReadError('structure', `${label(segment, 3)} is not a D8 date or RD8 range.`);
  return value;
}

export function components(segment: Segment, n: number, delimiters: Delimiters): string[] {
  return element(segment, n).split(delimiters.component);
}

/** A procedure composite such as `HC:Z1034:XP:95`: qualifier, code, up to four modifiers. */
export function procedure(
  segment: Segment,
  n: number,
  delimiters: Delimiters,
): { qualifier: string; code: string; modifiers: string[] } {
  const [qualifier = '', code = '', ...modifiers] = components(segment, n, delimiters);
  if (code === '')
    throw new X12ReadError('structure', `${label(segment, n)} has no procedure code.`);
  return { qualifier, code, modifiers: modifiers.slice(0, 4).filter(Boolean) };
}

export function label(segment: Segment, n: number): string {
  return `${segment.id}${String(n).padStart(2, '0')} (segment ${segment.position})`;
}
