/**
 * How free text becomes an X12 value. The file's delimiters (`~ * : ^`) inside a value would
 * split it into other elements or segments, so they can never be written raw. Payers' systems
 * read uppercase ASCII most reliably, so names, addresses and notes are written that way:
 * accents are dropped (José → JOSE), a few letters are spelled out (ß → SS), typographic quotes
 * and dashes become ASCII, delimiters and control characters become spaces, and anything else
 * outside printable ASCII (other scripts, emoji) is dropped. Then runs of spaces fold to one and
 * the value is cut to its element's maximum length.
 */

import { foldToAsciiCharacters } from '../ascii-folding.ts';
import { WRITE_DELIMITERS } from './codec.ts';

const DELIMITER_CHARACTERS = new Set(Object.values(WRITE_DELIMITERS));

/** Uppercase printable ASCII with no delimiter, single-spaced and trimmed. */
export function x12Text(value: string): string {
  return foldToAsciiCharacters(value)
    .map((char) => {
      if (DELIMITER_CHARACTERS.has(char) || /^[\p{Cc}\s]$/u.test(char)) return ' ';
      return /^[\x20-\x7e]+$/.test(char) ? char : '';
    })
    .join('')
    .toUpperCase()
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Cut to the element's maximum length (the implementation guide's limit), never mid-space. */
export function fit(value: string, maxLength: number): string {
  return value.length > maxLength ? value.slice(0, maxLength).trimEnd() : value;
}

/**
 * Names of people: letters, digits, spaces, hyphens and apostrophes only. Payers match names
 * against their member files, where periods and commas do not appear ("ST. JOHN" is "ST JOHN").
 */
export function personNameText(value: string, maxLength: number): string {
  return fit(
    x12Text(value)
      .replace(/[^A-Z0-9 '-]/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim(),
    maxLength,
  );
}

/** Organization names, addresses and notes keep ordinary punctuation (`&`, `.`, `#`, `/`, …). */
export function plainText(value: string, maxLength: number): string {
  return fit(x12Text(value), maxLength);
}

/** Identifiers (member ids, payer ids, claim numbers) keep letters, digits and hyphens only. */
export function identifierText(value: string, maxLength: number): string {
  return fit(x12Text(value).replace(/[^A-Z0-9-]/g, ''), maxLength);
}
