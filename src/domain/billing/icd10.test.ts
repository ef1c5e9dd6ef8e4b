import { describe, expect, it } from 'vitest';
import { icd10Codes } from './icd10-codes.ts';
import {
  codesForFit,
  findIcd10,
  icd10Exists,
  icd10ForPaper,
  icd10ForX12,
  isSecondaryOnly,
  matchesFit,
  normalizeIcd10,
  searchIcd10,
} from './icd10.ts';

describe('the bundled ICD-10-CM subset', () => {
  it('holds each code once, dotted and upper-case, with a title', () => {
    const codes = icd10Codes.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of icd10Codes) {
      expect(normalizeIcd10(entry.code)).toBe(entry.code);
      expect(entry.title.length).toBeGreaterThan(3);
    }
  });

  it.each(['Z33.1', 'Z32.2', 'Z34.00', 'Z34.93', 'Z3A.20', 'Z39.2', 'Z39.1', 'O80', 'O82'])(
    'knows %s',
    (code) => {
      expect(icd10Exists(code)).toBe(true);
    },
  );

  it.each(['O34.211', 'O34.219', 'Z37.0', 'Z37.9', 'O03.9', 'O03.4', 'O02.1', 'Z33.2', 'O04.89'])(
    'knows %s',
    (code) => {
      expect(icd10Exists(code)).toBe(true);
    },
  );

  it.each(['Z34', 'Z34.0', 'Z37.5', 'O34.21', 'Z33.9', 'Z3A.05', 'A00.0', 'hello', ''])(
    'does not accept %s (a category header, a code that does not exist, or not a code)',
    (code) => {
      expect(icd10Exists(code)).toBe(false);
    },
  );

  it('marks weeks of gestation and outcome of delivery as secondary only', () => {
    expect(isSecondaryOnly('Z3A.38')).toBe(true);
    expect(isSecondaryOnly('Z37.0')).toBe(true);
    expect(isSecondaryOnly('Z33.1')).toBe(false);
    expect(isSecondaryOnly('O80')).toBe(false);
  });

  it('covers every supervision-of-normal-pregnancy code Z34.00 to Z34.93', () => {
    expect(codesForFit('Z34.*').map((e) => e.code)).toEqual([
      'Z34.00',
      'Z34.01',
      'Z34.02',
      'Z34.03',
      'Z34.80',
      'Z34.81',
      'Z34.82',
      'Z34.83',
      'Z34.90',
      'Z34.91',
      'Z34.92',
      'Z34.93',
    ]);
  });
});

describe('formatting', () => {
  it('normalizes case, spaces and the dot', () => {
    expect(normalizeIcd10(' z331 ')).toBe('Z33.1');
    expect(normalizeIcd10('Z33.1')).toBe('Z33.1');
    expect(normalizeIcd10('o80')).toBe('O80');
    expect(normalizeIcd10('z3a38')).toBe('Z3A.38');
    expect(normalizeIcd10('33.1')).toBeNull();
    expect(normalizeIcd10('Z33.12345')).toBeNull();
  });

  it('writes X12 without the dot and paper with it', () => {
    expect(icd10ForX12('Z33.1')).toBe('Z331');
    expect(icd10ForX12('O34.211')).toBe('O34211');
    expect(icd10ForX12('O80')).toBe('O80');
    expect(icd10ForPaper('Z331')).toBe('Z33.1');
    expect(icd10ForPaper('o34211')).toBe('O34.211');
  });

  it('finds a code however it is typed', () => {
    expect(findIcd10('z392')?.title).toBe('Encounter for routine postpartum follow-up');
  });
});

describe('fits', () => {
  it('matches one code or a whole category', () => {
    expect(matchesFit('Z33.1', 'Z33.1')).toBe(true);
    expect(matchesFit('z331', 'Z33.1')).toBe(true);
    expect(matchesFit('Z33.2', 'Z33.1')).toBe(false);
    expect(matchesFit('O03.9', 'O03.*')).toBe(true);
    expect(matchesFit('O04.5', 'O03.*')).toBe(false);
    expect(matchesFit('not a code', 'O03.*')).toBe(false);
  });
});

describe('searchIcd10', () => {
  it('finds by code prefix, with or without the dot', () => {
    expect(searchIcd10('z331').map((e) => e.code)).toEqual(['Z33.1']);
    expect(searchIcd10('Z34.0').map((e) => e.code)).toEqual([
      'Z34.00',
      'Z34.01',
      'Z34.02',
      'Z34.03',
    ]);
  });

  it('finds by words, every word starting a word of the title', () => {
    expect(searchIcd10('postpartum').map((e) => e.code)).toEqual(['Z39.2']);
    expect(searchIcd10('lactating').map((e) => e.code)).toEqual(['Z39.1']);
    expect(searchIcd10('twins liveborn').map((e) => e.code)).toEqual(['Z37.2', 'Z37.3']);
    expect(searchIcd10('missed abort').map((e) => e.code)).toEqual(['O02.1']);
  });

  it('searches only within the given fits', () => {
    const found = searchIcd10('pregnancy', { fits: ['Z33.2', 'O04.*'] }).map((e) => e.code);
    expect(found).toContain('Z33.2');
    expect(found.every((code) => code === 'Z33.2' || code.startsWith('O04'))).toBe(true);
  });

  it('lists the pool for an empty query, up to the limit', () => {
    expect(searchIcd10('', { limit: 3 })).toHaveLength(3);
    expect(searchIcd10('  ', { fits: ['Z39.*'] }).map((e) => e.code)).toEqual([
      'Z39.0',
      'Z39.1',
      'Z39.2',
    ]);
  });

  it('answers nothing for words no title has', () => {
    expect(searchIcd10('fracture')).toEqual([]);
  });
});
