import { hasValidNpiCheckDigit } from '#domain/records/npi';

/** One segment: its id, its elements and its position in the file (both counted from 1). */
export interface Seg {
  id: string;
  el: string[];
  pos: number;
}

/** Element `n` of a segment, numbered from 1 as the guide numbers them; '' when absent. */
export const e = (s: Seg, n: number) => s.el[n - 1] ?? '';

const len = (min: number, max: number) => new RegExp(`^[^*~^]{${min},${max}}$`);
/** Text of `min` to `max` characters (or nothing, when optional) with no delimiter in it. */
export const an = (min: number, max: number, optional = false) =>
  optional ? new RegExp(`^([^*~^]{${min},${max}})?$`) : len(min, max);
export const empty = /^$/;
export const DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
export const TIME = /^([01]\d|2[0-3])[0-5]\d$/;
export const AMOUNT = /^-?(0|[1-9]\d{0,9})(\.\d{1,2})?$/;
export const QUALIFIERS = /^(01|14|20|27|28|29|30|33|ZZ)$/;
export const POS = /^(0[1-9]|[1-9]\d)$/;
export const npiOk = (value: string) => hasValidNpiCheckDigit(value);

/**
 * The problems found so far, and a cursor over the segments of the functional group: the loop
 * checks take their segments in the order the guide requires, and report what is out of place.
 */
export class Validation {
  readonly problems: string[] = [];
  /** The segments between GS and GE; `index` is the next one to read. */
  body: readonly Seg[] = [];
  index = 0;

  fail(message: string): void {
    this.problems.push(message);
  }

  /** Element `n` must match `ok` (or `ok` must be true); the problem names the element. */
  check(s: Seg, n: number, ok: boolean | RegExp, what: string): void {
    const value = e(s, n);
    const passed = ok instanceof RegExp ? ok.test(value) : ok;
    if (!passed)
      this.fail(`${s.id}${String(n).padStart(2, '0')} (segment ${s.pos}): ${what}, got "${value}"`);
  }

  peek(): Seg | undefined {
    return this.body[this.index];
  }

  /** The next segment when it is `id` (with `qualifier` in element 1); else a problem. */
  take(id: string, where: string, qualifier?: string): Seg | undefined {
    const s = this.body[this.index];
    if (!s || s.id !== id || (qualifier !== undefined && e(s, 1) !== qualifier)) {
      this.fail(
        `${where}: expected ${id}${qualifier ? `*${qualifier}` : ''} at segment ${s?.pos ?? 'end'}, found ${s?.id ?? 'nothing'}`,
      );
      return undefined;
    }
    this.index += 1;
    return s;
  }

  /** Whether the next segment is `id` (with `qualifier` in element 1). */
  is(id: string, qualifier?: string): boolean {
    const s = this.body[this.index];
    return !!s && s.id === id && (qualifier === undefined || e(s, 1) === qualifier);
  }
}

/** An N3/N4 address pair of loop `where`, with its own ZIP rule. */
export function checkN3N4(v: Validation, where: string, zip: RegExp): void {
  const n3 = v.take('N3', where);
  if (n3) {
    v.check(n3, 1, an(1, 55), 'must be 1-55 characters');
    v.check(n3, 2, an(1, 55, true), 'must be 1-55 characters');
  }
  const n4 = v.take('N4', where);
  if (n4) {
    v.check(n4, 1, an(2, 30), 'must be 2-30 characters');
    v.check(n4, 2, /^[A-Z]{2}$/, 'must be a two-letter state code');
    v.check(n4, 3, zip, 'must be a ZIP code');
  }
}
