import { MAX_RESPONSE_AMOUNT_CENTS } from '#domain/claims/imports';
import { type Delimiters, type Segment, element } from '../codec.ts';
import { X12ReadError } from '../errors.ts';
import { parseDate, parseMoney, parsePeriod } from '../values.ts';

const LARGEST = (MAX_RESPONSE_AMOUNT_CENTS / 100).toFixed(2);

/**
 * Field readers for response transactions that name the segment and element when a value is bad.
 * Amounts are bounded here, in the reader, so that no amount beyond what a claim could carry
 * ever reaches a sum, a comparison or a database column.
 */
export function money(segment: Segment, n: number): number {
  const value = element(segment, n);
  // More than ten digits before the point is out of range whatever they are (and beyond what a
  // double holds exactly), so it is refused before it becomes a number.
  const tooLong = /^-?0*[1-9]\d{10,}/.test(value);
  const cents = tooLong ? undefined : parseMoney(value);
  if (tooLong || (cents !== undefined && Math.abs(cents) > MAX_RESPONSE_AMOUNT_CENTS)) {
    throw new X12ReadError(
      'out-of-range',
      `${label(segment, n)} is an amount beyond the largest we accept (${LARGEST}); nothing in the file was used.`,
    );
  }
  if (cents === undefined) {
    throw new X12ReadError('structure', `${label(segment, n)} is not an amount.`);
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

/** A party an NM1 names by NM103 (its name) and NM109 (its ID): a payer, a receiver, a source. */
export interface NamedParty {
  name?: string;
  id?: string;
}

export function namedParty(segment: Segment): NamedParty {
  return { name: optional(segment, 3), id: optional(segment, 9) };
}

/** A patient or member as the payer names her in an NM1: NM103 last, NM104 first, NM109 ID. */
export interface NamedMember {
  lastName?: string;
  firstName?: string;
  memberId?: string;
}

export function namedMember(segment: Segment): NamedMember {
  return {
    lastName: optional(segment, 3),
    firstName: optional(segment, 4),
    memberId: optional(segment, 9),
  };
}

export function label(segment: Segment, n: number): string {
  return `${segment.id}${String(n).padStart(2, '0')} (segment ${segment.position})`;
}
