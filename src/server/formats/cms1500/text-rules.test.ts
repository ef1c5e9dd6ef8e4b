import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  fit,
  formatAddressText,
  formatCityStateZip,
  formatDiagnosisCode,
  formatIdentifier,
  formatPersonName,
  spacedShortDate,
  splitMoney,
  toFormText,
} from './text-rules.ts';

describe('toFormText: what the form font can print', () => {
  it('uppercases and drops accents', () => {
    expect(toFormText('José Peña Müller')).toBe('JOSE PENA MULLER');
  });

  it('spells out letters that have no decomposition', () => {
    expect(toFormText('Øster Straße Łódź Æbelø')).toBe('OSTER STRASSE LODZ AEBELO');
  });

  it('turns typographic quotes and dashes into ASCII', () => {
    expect(toFormText('O’Brien – “Annie”')).toBe('O\'BRIEN - "ANNIE"');
  });

  it('replaces what it cannot spell with "?" and folds whitespace', () => {
    expect(toFormText('产后\tvisit\n✓  ok')).toBe('?? VISIT ? OK');
  });

  it('never lets a character outside printable ASCII through', () => {
    const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join(
      '',
    );
    expect(toFormText(everything)).toMatch(/^[\x20-\x7e]*$/);
  });
});

describe('field rules', () => {
  it('cuts text to the field width without a dangling space', () => {
    expect(fit('SIGNATURE ON FILE', 10)).toBe('SIGNATURE');
    expect(fit('SHORT', 10)).toBe('SHORT');
  });

  it('writes names LAST, FIRST, M without periods', () => {
    expect(
      formatPersonName({ last: "O'Neil-Smith Jr.", first: 'Mary Ann', middleInitial: 'k.' }),
    ).toBe("O'NEIL-SMITH JR, MARY ANN, K");
    expect(formatPersonName({ last: 'Rivera', first: 'Ana' })).toBe('RIVERA, ANA');
  });

  it('shortens a long name to its box so that it still reads LAST, FIRST', () => {
    const name = {
      last: 'Hernandez-Villanueva de la Cruz',
      first: 'Guadalupe',
      middleInitial: 'E',
    };
    expect(formatPersonName(name, 28)).toBe('HERNANDEZ-VILLANU, GUADALUPE');
    expect(formatPersonName({ ...name, last: 'Rivera' }, 28)).toBe('RIVERA, GUADALUPE, E');
    expect(formatPersonName({ last: 'Hernandez Cruz', first: 'Guadalupe' }, 24)).toBe(
      'HERNANDEZ CRU, GUADALUPE',
    );
    // The last name keeps its first eight letters; the first name gives way, word by word.
    expect(formatPersonName({ last: 'Villanueva-Cruz', first: 'Maria de los Angeles' }, 24)).toBe(
      'VILLANUEVA, MARIA DE LOS',
    );
    expect(formatPersonName({ last: 'Villanueva-Cruz', first: 'Guadalupemarisol' }, 14)).toBe(
      'VILLANUE, GUAD',
    );
    expect(formatPersonName({ last: 'Villanueva-Cruz', first: 'Ana Maria' }, 11)).toBe(
      'VILLANUE, A',
    );
    for (const width of [11, 14, 20, 28]) {
      const printed = formatPersonName(
        { last: 'X'.repeat(100), first: 'Y'.repeat(100), middleInitial: 'Z' },
        width,
      );
      expect(printed.length).toBeLessThanOrEqual(width);
      expect(printed).toMatch(/^X+, Y+$/);
    }
  });

  it('strips punctuation and symbols from addresses (NUCC: 123 N MAIN ST 101)', () => {
    expect(formatAddressText('123 N. Main St., #101')).toBe('123 N MAIN ST 101');
    expect(formatCityStateZip({ city: 'St. Helena', state: 'ca', zip: '945741234' })).toBe(
      'ST HELENA CA 94574-1234',
    );
  });

  it('prints identifiers without spaces, tax IDs and phones as digits only', () => {
    expect(formatIdentifier('grp 00451')).toBe('GRP00451');
    expect(digitsOnly('94-1234567')).toBe('941234567');
    expect(digitsOnly('(559) 555-0142')).toBe('5595550142');
  });

  it('splits money at the dotted rule: no dollar sign, no point', () => {
    expect(splitMoney(16211)).toEqual({ dollars: '162', cents: '11' });
    expect(splitMoney(68500)).toEqual({ dollars: '685', cents: '00' });
    expect(splitMoney(5)).toEqual({ dollars: '0', cents: '05' });
  });

  it('prints ICD-10-CM codes without the decimal point', () => {
    expect(formatDiagnosisCode('z33.1')).toBe('Z331');
    expect(formatDiagnosisCode('O80')).toBe('O80');
  });

  it('writes MM DD YY dates', () => {
    expect(spacedShortDate('2026-03-09')).toBe('03 09 26');
  });
});
