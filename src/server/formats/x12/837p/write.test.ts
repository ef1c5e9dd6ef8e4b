import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  facilityClaim,
  homeVisit,
  replacementClaim,
  voidClaim,
  settings,
  telehealthClaim,
  twoLineClaim,
} from '../fixtures/837p/claims.ts';
import { validate837p } from '../testing/validate-837p.ts';
import type { Claim837pInput } from './input.ts';
import { write837p } from './write.ts';

/**
 * The 837P writer, fixture by fixture. Each expected file under fixtures/837p/ is the exact
 * output, one segment per line (the writer's `lineBreak` option): read them to learn the format.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/837p/${name}.837`, import.meta.url), 'utf8');
const write = (claims: Claim837pInput[], lineBreak: '' | '\n' = '\n') =>
  write837p({ ...settings, claims }, { lineBreak });
const segments = (file: string) =>
  file
    .split('~')
    .filter((s) => s.trim() !== '')
    .map((s) => s.trim());
const find = (file: string, id: string) => segments(file).filter((s) => s.startsWith(`${id}*`));

describe('837P exact output', () => {
  it.each([
    ['home-visit', 'a home visit billed by a doula under her SSN', [homeVisit]],
    ['facility-claim', 'a hospital delivery with admission dates and 2310C', [facilityClaim]],
    [
      'telehealth-claim',
      'a video visit at home (POS 10, modifier 95), EIN provider',
      [telehealthClaim],
    ],
    ['two-line-claim', 'two lines, one in 15-minute units at another place', [twoLineClaim]],
    ['replacement-claim', 'a replacement (7) carrying the payer claim number', [replacementClaim]],
    ['void-claim', 'a void (8) of the claim the payer numbered, REF*F8', [voidClaim]],
    [
      'batch-two-providers',
      'four claims, two billing providers',
      [homeVisit, facilityClaim, telehealthClaim, twoLineClaim],
    ],
  ] as const)('%s: %s', (name, _what, claims) => {
    const file = write([...claims]);
    expect(file).toBe(fixture(name));
    expect(validate837p(file)).toEqual([]);
  });

  it('writes no line breaks by default: the same segments, one after another', () => {
    const compact = write([homeVisit], '');
    expect(compact).not.toMatch(/[\r\n]/);
    expect(compact).toBe(fixture('home-visit').replaceAll('\n', ''));
    expect(validate837p(compact)).toEqual([]);
  });

  it('SSN and EIN providers: REF*SY for a person, REF*EI with NM102 2 for an organization', () => {
    expect(find(write([homeVisit]), 'REF')).toEqual(['REF*SY*123456789']);
    expect(find(write([homeVisit]), 'NM1')[2]).toBe('NM1*85*1*OKAFOR*MAYA****XX*1234567893');
    expect(find(write([telehealthClaim]), 'REF')).toEqual(['REF*EI*941234567']);
    expect(find(write([telehealthClaim]), 'NM1')[2]).toBe(
      'NM1*85*2*BAY BIRTH DOULAS LLC*****XX*1558598797',
    );
  });
});

describe('rendering provider (2310B)', () => {
  it('names the doula who gave the care when a practice bills', () => {
    const file = write([twoLineClaim]);
    const all = segments(file);
    const at = all.indexOf('NM1*82*1*OKAFOR*MAYA****XX*1234567893');
    expect(all.slice(at - 1, at + 3)).toEqual([
      'HI*ABK:Z3403*ABF:Z392',
      'NM1*82*1*OKAFOR*MAYA****XX*1234567893',
      'PRV*PE*PXC*374J00000X',
      'LX*1',
    ]);
  });

  it('is left out when the rendering doula is the billing provider', () => {
    const file = write([
      {
        ...homeVisit,
        renderingProvider: { name: { last: 'Okafor', first: 'Maya' }, npi: '1234567893' },
      },
    ]);
    expect(file).toBe(fixture('home-visit'));
  });
});

describe('envelope control numbers and counts', () => {
  const file = write837p(
    {
      ...settings,
      interchange: {
        ...settings.interchange,
        interchangeControlNumber: 123456789,
        groupControlNumber: 42,
        transactionControlNumber: 7,
        usage: 'P',
        acknowledgmentRequested: true,
      },
      claims: [homeVisit, twoLineClaim, facilityClaim],
    },
    { lineBreak: '\n' },
  );
  const all = segments(file);
  const elements = (id: string) => (find(file, id)[0] ?? '').split('*');

  it('the ISA is fixed-width: 106 characters with its terminator', () => {
    expect(file.indexOf('~')).toBe(105);
    expect(
      elements('ISA')
        .slice(1)
        .map((e) => e.length),
    ).toEqual([2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1]);
  });

  it('each trailer repeats its header control number', () => {
    expect(elements('ISA')[13]).toBe('123456789');
    expect(elements('IEA')[2]).toBe('123456789');
    expect(elements('GS')[6]).toBe('42');
    expect(elements('GE')[2]).toBe('42');
    expect(elements('ST')[2]).toBe('0007');
    expect(elements('SE')[2]).toBe('0007');
    expect(elements('ISA')[14]).toBe('1');
    expect(elements('ISA')[15]).toBe('P');
  });

  it('SE01 counts ST to SE inclusive; GE01 counts transactions; IEA01 counts groups', () => {
    const st = all.findIndex((s) => s.startsWith('ST*'));
    const se = all.findIndex((s) => s.startsWith('SE*'));
    expect(Number(elements('SE')[1])).toBe(se - st + 1);
    expect(elements('GE')[1]).toBe('1');
    expect(elements('IEA')[1]).toBe('1');
  });

  it('HL numbers count up, subscribers point at their billing provider', () => {
    expect(find(file, 'HL')).toEqual([
      'HL*1**20*1',
      'HL*2*1*22*0',
      'HL*3*1*22*0',
      'HL*4**20*1',
      'HL*5*4*22*0',
    ]);
    expect(validate837p(file)).toEqual([]);
  });

  it('CLM02 is the sum of the line charges', () => {
    expect(find(write([twoLineClaim]), 'CLM')[0]).toMatch(/^CLM\*DB-2026-000104\*684\.34\*/);
  });
});

describe('claim filing indicator (SBR09) from the payer type', () => {
  it.each([
    ['Medicaid', 'MC'],
    ['Medicare', 'MB'],
    ['TRICARE', 'CH'],
    ['CHAMPVA', 'VA'],
    ['Group Health', 'CI'],
    ['FECA BLK LUNG', 'OF'],
    ['Other', '11'],
  ] as const)('%s → %s', (type, code) => {
    const file = write([{ ...homeVisit, payer: { name: 'Payer', id: 'P1234', type } }]);
    expect(find(file, 'SBR')).toEqual([`SBR*P*18*******${code}`]);
  });

  it('a payer profile can override it', () => {
    const file = write([
      {
        ...homeVisit,
        payer: { name: 'Payer', id: 'P1234', type: 'Group Health', claimFilingIndicator: 'BL' },
      },
    ]);
    expect(find(file, 'SBR')).toEqual(['SBR*P*18*******BL']);
  });
});
