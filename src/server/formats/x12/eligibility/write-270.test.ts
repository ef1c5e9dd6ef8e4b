import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnvelopes } from '../envelope.ts';
import { X12InputError } from '../errors.ts';
import { mediCalMonth, practiceVisitDay } from '../fixtures/eligibility/inquiries.ts';
import { thrownBy } from '../testing/thrown.ts';
import type { EligibilityInquiryInput } from './inquiry-input.ts';
import { write270 } from './write-270.ts';

/**
 * The 270 writer, fixture by fixture. Each expected file under fixtures/eligibility/ is the
 * exact output, one segment per line (the `lineBreak` option): read them to learn the format.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/eligibility/${name}.270`, import.meta.url), 'utf8');
const segments = (file: string) =>
  file
    .split('~')
    .map((s) => s.trim())
    .filter(Boolean);
const find = (file: string, id: string) => segments(file).filter((s) => s.startsWith(`${id}*`));
const write = (inquiry: EligibilityInquiryInput) => write270(inquiry, { lineBreak: '\n' });
const refusal = (inquiry: EligibilityInquiryInput) => thrownBy(X12InputError, () => write(inquiry));

describe('270 exact output', () => {
  it.each([
    ['medi-cal-month', 'a person asking Medi-Cal about a whole month', mediCalMonth],
    [
      'practice-visit-day',
      'a practice asking about two service types on one day',
      practiceVisitDay,
    ],
  ] as const)('%s: %s', (name, _what, inquiry) => {
    const file = write(inquiry);
    expect(file).toBe(fixture(name));
    // Envelopes, counts and control numbers as any reader checks them.
    const [interchange] = readEnvelopes(file).interchanges;
    expect(interchange?.groups[0]?.transactions[0]?.type).toBe('270');
  });

  it('writes no line breaks by default', () => {
    expect(write270(mediCalMonth)).toBe(fixture('medi-cal-month').replaceAll('\n', ''));
  });
});

describe('each segment of the 270', () => {
  const file = write(mediCalMonth);

  it('GS names the HS functional group and guide 005010X279A1; ST the same guide', () => {
    expect(find(file, 'GS')[0]).toMatch(/^GS\*HS\*DOULABILL\*CLEARHOUSE01\*.*\*X\*005010X279A1$/);
    expect(find(file, 'ST')).toEqual(['ST*270*0001*005010X279A1']);
  });

  it('BHT: structure 0022, purpose 13 (request), reference (ST02 unless given), date, time', () => {
    expect(find(file, 'BHT')).toEqual(['BHT*0022*13*0001*20261126*0830']);
    expect(find(write(practiceVisitDay), 'BHT')).toEqual(['BHT*0022*13*RT-7781*20261126*1405']);
  });

  it('HL: payer 20, provider 21 under it, subscriber 22 under that with no children', () => {
    expect(find(file, 'HL')).toEqual(['HL*1**20*1', 'HL*2*1*21*1', 'HL*3*2*22*0']);
  });

  it('2100A payer by payer ID (PI); 2100B provider by NPI (XX), person or organization', () => {
    expect(find(file, 'NM1').slice(0, 2)).toEqual([
      'NM1*PR*2*MEDI-CAL*****PI*610442',
      'NM1*1P*1*OKAFOR*MAYA****XX*1234567893',
    ]);
    expect(find(write(practiceVisitDay), 'NM1')[1]).toBe(
      'NM1*1P*2*BAY BIRTH DOULAS LLC*****XX*1558598797',
    );
  });

  it('2000C TRN: our trace number (TRN01 1) and its originator, for matching the 271', () => {
    expect(find(file, 'TRN')).toEqual(['TRN*1*EL-2026-000123*9DOULABILL']);
  });

  it('2100C: the member (MI), her date of birth (and sex only when known)', () => {
    expect(find(file, 'NM1')[2]).toBe('NM1*IL*1*RIVERA*ANA*LUCIA***MI*91234567A');
    expect(find(file, 'DMG')).toEqual(['DMG*D8*19940308*F']);
    expect(find(write(practiceVisitDay), 'DMG')).toEqual(['DMG*D8*19900721']);
  });

  it('DTP*291: a month as RD8 first to last day (February of a leap year too), a day as D8', () => {
    expect(find(file, 'DTP')).toEqual(['DTP*291*RD8*20261201-20261231']);
    expect(find(write({ ...mediCalMonth, serviceMonth: '2028-02' }), 'DTP')).toEqual([
      'DTP*291*RD8*20280201-20280229',
    ]);
    expect(find(write(practiceVisitDay), 'DTP')).toEqual(['DTP*291*D8*20270115']);
  });

  it('EQ: 30 by default, one 2110C loop per service type asked', () => {
    expect(find(file, 'EQ')).toEqual(['EQ*30']);
    expect(find(write(practiceVisitDay), 'EQ')).toEqual(['EQ*30', 'EQ*69']);
  });

  it('SE counts ST to SE; GE and IEA repeat the control numbers', () => {
    expect(find(file, 'SE')).toEqual(['SE*13*0001']);
    expect(find(file, 'GE')).toEqual(['GE*1*270']);
    expect(find(file, 'IEA')).toEqual(['IEA*1*000000270']);
  });
});

describe('input the 270 cannot be written from', () => {
  it.each([
    [
      'a missing member ID',
      { ...mediCalMonth, subscriber: { ...mediCalMonth.subscriber, memberId: ' ' } },
      'Eligibility inquiry: member ID is missing (2100C NM109)',
    ],
    [
      'a bad NPI',
      { ...mediCalMonth, provider: { ...mediCalMonth.provider, npi: '1234567890' } },
      'provider NPI must be a valid 10-digit NPI (2100B NM109)',
    ],
    [
      'an impossible birth date',
      { ...mediCalMonth, subscriber: { ...mediCalMonth.subscriber, birthDate: '1994-02-30' } },
      'patient date of birth must be a real date (YYYY-MM-DD) (2100C DMG02)',
    ],
    [
      'both a date and a month',
      { ...mediCalMonth, serviceDate: '2026-12-03' },
      'date of service needs either a date of service or a month, not both (2100C DTP*291)',
    ],
    [
      'neither a date nor a month',
      { ...mediCalMonth, serviceMonth: undefined },
      'needs either a date of service or a month, not both (2100C DTP*291)',
    ],
    [
      'an unknown service type',
      { ...mediCalMonth, serviceTypes: ['30', 'ZZ'] },
      'service type is not a known service type (2110C EQ01)',
    ],
    [
      'a service type twice',
      { ...mediCalMonth, serviceTypes: ['30', '30'] },
      'service type names a service type twice (2110C EQ01)',
    ],
    [
      'a trace originator that is not 1+EIN or 9+id',
      { ...mediCalMonth, trace: { number: 'EL-1', originatorId: 'DOULABILL' } },
      'trace originator must be "1" and an EIN or "9" and 9 characters (2000C TRN03)',
    ],
    [
      'a member ID too long (never cut)',
      { ...mediCalMonth, subscriber: { ...mediCalMonth.subscriber, memberId: 'A'.repeat(81) } },
      'member ID must be at most 80 characters (identifiers are never cut) (2100C NM109)',
    ],
    [
      'a usage other than T or P',
      { ...mediCalMonth, interchange: { ...mediCalMonth.interchange, usage: 'X' as 'T' } },
      '(ISA15)',
    ],
  ])('refuses %s, naming the element', (_what, inquiry, message) => {
    const error = refusal(inquiry);
    expect(error.message).toContain(message);
    expect(error.problems.every((problem) => problem.subject === 'Eligibility inquiry')).toBe(true);
  });

  it('never echoes the refused value', () => {
    const error = refusal({
      ...mediCalMonth,
      subscriber: { ...mediCalMonth.subscriber, memberId: 'SECRET*ID~9' },
    });
    expect(error.message).not.toContain('SECRET');
  });

  it('cleans names: delimiters become spaces, accents are dropped', () => {
    const file = write({
      ...mediCalMonth,
      subscriber: { ...mediCalMonth.subscriber, name: { last: 'Mu~ñoz*', first: 'Jo:sé' } },
    });
    expect(find(file, 'NM1')[2]).toBe('NM1*IL*1*MU NOZ*JO SE****MI*91234567A');
  });
});
