import { ISA_LENGTH } from './codec.ts';

/**
 * An answer (271, 277, or whatever an endpoint sent around one) as it may be kept: every Social
 * Security number a payer put in it replaced by `REMOVED`, the rest byte for byte, so an
 * operator can still read it. The SSN-carrying elements of the 5010 answers: REF02 after REF01
 * `SY`, and NM109 after NM108 `34`. Works on any text, not only a whole interchange: a failed
 * exchange's body may hold the X12 inside a SOAP envelope, or be cut short.
 */
export const REMOVED = 'REMOVED';

const escaped = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** The element separators (and segment terminators) of every ISA in the text; `*` and `~` always. */
function delimitersIn(text: string): { separators: Set<string>; stops: Set<string> } {
  const separators = new Set(['*']);
  const stops = new Set(['~', '\r', '\n', '<']);
  for (const match of text.matchAll(/ISA([^A-Za-z0-9\s])/g)) {
    separators.add(match[1]!);
    const terminator = text[match.index + ISA_LENGTH - 1];
    if (terminator && !/[A-Za-z0-9 ]/.test(terminator)) stops.add(terminator);
  }
  return { separators, stops };
}

export function withoutSsns(text: string): string {
  const { separators, stops } = delimitersIn(text);
  let kept = text;
  for (const separator of separators) {
    const s = escaped(separator);
    const value = `[^${[separator, ...stops].map(escaped).join('')}]*`;
    const reference = new RegExp(`(\\bREF${s}SY${s})(${value})`, 'g');
    const name = new RegExp(`(\\bNM1(?:${s}${value}){7}${s}34${s})(${value})`, 'g');
    kept = kept
      .replace(reference, (_, head: string, ssn: string) => (ssn ? head + REMOVED : head))
      .replace(name, (_, head: string, ssn: string) => (ssn ? head + REMOVED : head));
  }
  return kept;
}
