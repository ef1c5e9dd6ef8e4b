/**
 * How values become characters on the form. The red form is read by OCR, so NUCC asks for
 * uppercase, no punctuation in names and addresses, no dollar signs or decimal points, dates as
 * MM DD YY digits. The data font is the PDF standard Courier, which carries only WinAnsi; we go
 * further and print plain ASCII only, so every character is one OCR engines are trained on.
 */

import { foldToAsciiCharacters } from '../ascii-folding.ts';

/** Any character still outside printable ASCII after transliteration. */
export const UNPRINTABLE_REPLACEMENT = '?';

/**
 * Uppercase printable ASCII: accents dropped (José → JOSE), letters such as ß spelled out, line
 * breaks and runs of spaces folded to one space, and anything left that the form cannot carry
 * (other scripts, emoji, control characters) replaced by "?" so a reader sees something was there.
 */
export function toFormText(value: string): string {
  const spelled = foldToAsciiCharacters(value).join('');
  return spelled
    .toUpperCase()
    .replace(/\s+/gu, ' ')
    .replace(/[^\x20-\x7e]/gu, UNPRINTABLE_REPLACEMENT)
    .trim();
}

/** Cut to the field's width; NUCC fields are fixed and OCR reads nothing past the rule. */
export function fit(value: string, width: number): string {
  return value.length > width ? value.slice(0, width).trimEnd() : value;
}

/** Names keep letters, digits, spaces, hyphens and apostrophes; NUCC forbids periods in names. */
function nameText(value: string): string {
  return toFormText(value)
    .replace(/[^A-Z0-9 '-]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

/** A name part cut to `room` characters, with no hyphen, apostrophe or space left dangling. */
const cutName = (part: string, room: number) =>
  part.slice(0, Math.max(room, 1)).replace(/[ '-]+$/, '');

/** A first name in `room` characters: its whole first words when they fit ("MARY ANN" → "MARY"). */
function firstWords(first: string, room: number): string {
  const space = first.lastIndexOf(' ', room);
  return space > 0 ? first.slice(0, space) : cutName(first, room);
}

/** The fewest characters of the last name kept before the first name is shortened. */
const SHORTEST_LAST_NAME = 8;

/**
 * Box 2/4 style: LAST, FIRST, M (commas between parts, no periods), within `width` characters
 * when one is given. A name too long for its box is shortened so that it still reads as "LAST,
 * FIRST": the middle initial goes first, then the end of the last name (the payer matches on
 * its beginning), and only then the first name, down to its initial at worst. Cutting the whole
 * string instead would drop the first name entirely.
 */
export function formatPersonName(
  name: { last: string; first: string; middleInitial?: string | undefined },
  width = Number.POSITIVE_INFINITY,
): string {
  const last = nameText(name.last);
  const first = nameText(name.first);
  const middle = nameText(name.middleInitial ?? '').slice(0, 1);
  const full = [last, first, middle].filter(Boolean).join(', ');
  if (full.length <= width) return full;
  if (`${last}, ${first}`.length <= width) return `${last}, ${first}`;
  const firstRoom = width - 2 - Math.min(last.length, SHORTEST_LAST_NAME);
  const shortFirst = first.length <= firstRoom ? first : firstWords(first, firstRoom);
  return `${cutName(last, width - 2 - shortFirst.length)}, ${shortFirst}`;
}

/** Organisation and signer names: like person names, but "&" may stay. */
export function formatOrganisationName(value: string): string {
  return toFormText(value)
    .replace(/[^A-Z0-9 &'-]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

/** Addresses: NUCC wants no commas, periods or symbols ("123 N MAIN ST 101", not "#101"). */
export function formatAddressText(value: string): string {
  return toFormText(value)
    .replace(/[^A-Z0-9 -]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

/** A 9-digit ZIP keeps its hyphen (NUCC); a 5-digit one prints as is. */
export function formatZip(zip: string): string {
  const digits = zip.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** "SACRAMENTO CA 95814-1234": a space between town and state, no comma (NUCC, 32 and 33). */
export function formatCityStateZip(address: { city: string; state: string; zip: string }): string {
  return [formatAddressText(address.city), address.state.toUpperCase(), formatZip(address.zip)]
    .filter(Boolean)
    .join(' ');
}

/** Identifiers (policy, group, account, reference numbers): uppercase ASCII, no spaces. */
export function formatIdentifier(value: string): string {
  return toFormText(value).replace(/ /g, '');
}

/** Digits only: tax IDs and phone numbers are printed without hyphens (NUCC). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export interface DateParts {
  mm: string;
  dd: string;
  yy: string;
  yyyy: string;
}

export function dateParts(isoDate: string): DateParts {
  const [yyyy = '', mm = '', dd = ''] = isoDate.split('-');
  return { mm, dd, yy: yyyy.slice(2), yyyy };
}

/** "MM DD YY", the spaced six-digit date used where the form has no separate date cells. */
export function spacedShortDate(isoDate: string): string {
  const { mm, dd, yy } = dateParts(isoDate);
  return `${mm} ${dd} ${yy}`;
}

/** Dollars and cents printed either side of the form's dotted rule: no "$", comma or point. */
export function splitMoney(cents: number): { dollars: string; cents: string } {
  return {
    dollars: String(Math.floor(cents / 100)),
    cents: String(cents % 100).padStart(2, '0'),
  };
}

/** ICD-10-CM codes go into box 21 without the dot (NUCC: "Do not include the decimal point"). */
export function formatDiagnosisCode(code: string): string {
  return code.replace(/\./g, '').toUpperCase();
}
