import { type Icd10Code, icd10Codes } from './icd10-codes.ts';

/**
 * Looking up, formatting and searching ICD-10-CM codes of the bundled subset. Codes are stored
 * dotted ("Z33.1"); X12 claims carry them without the dot ("Z331"), paper claims with it.
 */

const byCode = new Map(icd10Codes.map((entry) => [entry.code, entry]));

/**
 * "z331", "Z33.1", " z33.1 " → "Z33.1". Returns null for text that is not shaped like an
 * ICD-10-CM code (a letter, two characters, then up to four more after the dot).
 */
export function normalizeIcd10(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\./g, '');
  if (!/^[A-Z][0-9][0-9A-Z][0-9A-Z]{0,4}$/.test(compact)) return null;
  return compact.length > 3 ? `${compact.slice(0, 3)}.${compact.slice(3)}` : compact;
}

/** As X12 837P writes it: no dot. */
export function icd10ForX12(code: string): string {
  return (normalizeIcd10(code) ?? code).replace('.', '');
}

/** As the CMS-1500 paper form writes it: with the dot. */
export function icd10ForPaper(code: string): string {
  return normalizeIcd10(code) ?? code;
}

export function findIcd10(code: string): Icd10Code | undefined {
  const normalized = normalizeIcd10(code);
  return normalized ? byCode.get(normalized) : undefined;
}

/** True only for a complete code of the bundled subset. */
export function icd10Exists(code: string): boolean {
  return findIcd10(code) !== undefined;
}

export function isSecondaryOnly(code: string): boolean {
  return findIcd10(code)?.secondaryOnly ?? false;
}

/**
 * A diagnosis fit in a payer profile is either one code ("Z33.1") or a whole category written
 * with a trailing asterisk ("Z34.*", "O03.*"): every code of the subset under that category.
 */
export function matchesFit(code: string, fit: string): boolean {
  const normalized = normalizeIcd10(code);
  if (!normalized) return false;
  if (fit.endsWith('*')) return normalized.startsWith(fit.slice(0, -1));
  return normalized === normalizeIcd10(fit);
}

/** The codes of the subset a fit names (one, or every code of a category). */
export function codesForFit(fit: string): Icd10Code[] {
  return icd10Codes.filter((entry) => matchesFit(entry.code, fit));
}

export interface Icd10SearchOptions {
  /** Only codes matching one of these fits (e.g. the fits of the chosen service type). */
  fits?: readonly string[];
  limit?: number;
}

/**
 * Finds codes by code ("z33", "Z34.0", "O0") or by words ("postpartum", "twin live"). A code
 * query matches codes that start with it, dot or not; a word query needs every word to start a
 * word of the title. Code matches come first, then the list's own order.
 */
export function searchIcd10(query: string, options: Icd10SearchOptions = {}): Icd10Code[] {
  const { fits, limit = 20 } = options;
  const pool = fits
    ? icd10Codes.filter((e) => fits.some((fit) => matchesFit(e.code, fit)))
    : icd10Codes;
  const text = query.trim().toLowerCase();
  if (text === '') return pool.slice(0, limit);
  const compactQuery = text.replace(/\./g, '').toUpperCase();
  const codeMatches = /^[a-z][0-9]/i.test(text)
    ? pool.filter((e) => e.code.replace('.', '').startsWith(compactQuery))
    : [];
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  const wordMatches = pool.filter((e) => {
    if (codeMatches.includes(e)) return false;
    const titleWords = e.title.toLowerCase().split(/[^a-z0-9]+/);
    return words.length > 0 && words.every((w) => titleWords.some((t) => t.startsWith(w)));
  });
  return [...codeMatches, ...wordMatches].slice(0, limit);
}
