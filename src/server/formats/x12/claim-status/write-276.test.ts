import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEnvelopes } from '../envelope.ts';
import { X12InputError } from '../errors.ts';
import { homeVisitInquiry, practiceStayInquiry } from '../fixtures/claim-status/inquiries.ts';
import { thrownBy } from '../testing/thrown.ts';
import { validate276 } from '../testing/validate-276.ts';
import type { ClaimStatusInquiryInput } from './inquiry-input.ts';
import { write276 } from './write-276.ts';

/**
 * The 276 writer, fixture by fixture. Each expected file under fixtures/claim-status/ is the
 * exact output, one segment per line (the `lineBreak` option): read them to learn the format.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/claim-status/${name}.276`, import.meta.url), 'utf8');
const lines = (file: string) => file.split('~\n').filter(Boolean);
const write = (inquiry: ClaimStatusInquiryInput) => write276(inquiry, { lineBreak: '\n' });
const refusal = (inquiry: ClaimStatusInquiryInput) => thrownBy(X12InputError, () => write(inquiry));

describe('276 exact output', () => {
  it.each([
    ['home-visit', 'a doula under her own NPI, payer claim number known', homeVisitInquiry],
    ['practice-stay', 'a practice (Type 2 NPI), a range of dates, no sex', practiceStayInquiry],
  ] as const)('%s: %s', (name, _what, inquiry) => {
    const file = write(inquiry);
    expect(file).toBe(fixture(name));
    expect(validate276(file)).toEqual([]);
    // The envelopes pair up and count right (control numbers, SE01).
    const read = readEnvelopes(file);
    expect(read.interchanges[0]?.groups[0]?.version).toBe('005010X212');
    expect(read.interchanges[0]?.groups[0]?.functionalId).toBe('HR');
  });

  it('writes no line breaks by default', () => {
    const compact = write276(homeVisitInquiry);
    expect(compact).not.toMatch(/[\r\n]/);
    expect(compact).toBe(fixture('home-visit').replaceAll('\n', ''));
  });
});

describe('every segment the 276 writes', () => {
  const file = lines(write(homeVisitInquiry));
  const body = file.slice(file.indexOf('ST*276*0001*005010X212'), -2); // ST … SE
  it('ST and BHT: a request (13) whose reference is ST02 unless given', () => {
    expect(body.slice(0, 2)).toEqual(['ST*276*0001*005010X212', 'BHT*0010*13*0001*20261228*0930']);
    const given = lines(
      write({
        ...homeVisitInquiry,
        interchange: { ...homeVisitInquiry.interchange, reference: 'Q-77' },
      }),
    );
    expect(given).toContain('BHT*0010*13*Q-77*20261228*0930');
  });

  it('the four HL levels: payer 20, receiver 21, provider 19, subscriber 22 with no child', () => {
    expect(body.filter((segment) => segment.startsWith('HL*'))).toEqual([
      'HL*1**20*1',
      'HL*2*1*21*1',
      'HL*3*2*19*1',
      'HL*4*3*22*0',
    ]);
  });

  it('NM1 of the payer (PI), us (46), the provider (XX NPI) and the patient (MI)', () => {
    expect(body.filter((segment) => segment.startsWith('NM1*'))).toEqual([
      'NM1*PR*2*MEDI-CAL*****PI*610442',
      'NM1*41*2*DOULA BILLING COMPANION*****46*DB0001',
      'NM1*1P*1*OKAFOR*MAYA****XX*1234567893',
      'NM1*IL*1*RIVERA*ANA*L***MI*91234567A',
    ]);
  });

  it('2000D DMG before the patient NM1; no DMG03 when the sex is not known', () => {
    expect(body.indexOf('DMG*D8*19940721*F') + 1).toBe(
      body.indexOf('NM1*IL*1*RIVERA*ANA*L***MI*91234567A'),
    );
    expect(lines(write(practiceStayInquiry))).toContain('DMG*D8*19900203');
  });

  it('2200D: TRN trace, REF*1K when known, REF*EJ form ID, AMT*T3 charge, DTP*472', () => {
    expect(body.slice(-6, -1)).toEqual([
      'TRN*1*DB276-000101-1',
      'REF*1K*2026328000456',
      'REF*EJ*DB-2026-000101',
      'AMT*T3*162.11',
      'DTP*472*D8*20261102',
    ]);
    const stay = lines(write(practiceStayInquiry));
    expect(stay.some((segment) => segment.startsWith('REF*1K'))).toBe(false);
    expect(stay).toContain('DTP*472*RD8*20261114-20261116');
    expect(stay).toContain('AMT*T3*450');
  });

  it('a range whose last day is its first is one date (D8)', () => {
    const sameDay = write({
      ...homeVisitInquiry,
      claim: { ...homeVisitInquiry.claim, serviceDates: { from: '2026-11-02', to: '2026-11-02' } },
    });
    expect(lines(sameDay)).toContain('DTP*472*D8*20261102');
  });

  it('SE counts ST to SE; GS is HR with the X212 version', () => {
    expect(body.at(-1)).toBe(`SE*${body.length}*0001`);
    expect(file[1]).toBe('GS*HR*DOULABILL*CLEARHOUSE01*20261228*0930*2001*X*005010X212');
  });
});

describe('input the 276 writer refuses or cleans', () => {
  it('names the element of every problem at once, never the value', () => {
    const error = refusal({
      ...homeVisitInquiry,
      provider: { ...homeVisitInquiry.provider, npi: '1234567890' },
      subscriber: {
        ...homeVisitInquiry.subscriber,
        memberId: 'SECRET*ID',
        birthDate: '1994-02-30',
      },
      claim: {
        ...homeVisitInquiry.claim,
        chargeCents: 0,
        serviceDates: { from: '2026-11-05', to: '2026-11-01' },
      },
    });
    expect(error.problems.map((problem) => problem.element).sort()).toEqual(
      ['2000D DMG02', '2100C NM109', '2100D NM109', '2200D AMT*T3', '2200D DTP*472'].sort(),
    );
    expect(error.problems.every((problem) => problem.formId === 'DB-2026-000101')).toBe(true);
    expect(error.message).not.toMatch(/SECRET|1994|1234567890/);
  });

  it('refuses a trace number or payer claim number too long rather than cutting it', () => {
    const error = refusal({
      ...homeVisitInquiry,
      claim: {
        ...homeVisitInquiry.claim,
        traceNumber: 'T'.repeat(51),
        payerClaimNumber: '9'.repeat(51),
      },
    });
    expect(error.problems.map((problem) => problem.element)).toEqual([
      '2200D TRN02',
      '2200D REF*1K',
    ]);
  });

  it('control numbers and usage are checked like the 837P', () => {
    const error = refusal({
      ...homeVisitInquiry,
      interchange: { ...homeVisitInquiry.interchange, usage: 'X' as 'T', groupControlNumber: 0 },
    });
    expect(error.problems.map((problem) => problem.element)).toEqual(['ISA15', 'GS06']);
  });

  it('any text still gives a file whose envelopes read and whose trace is intact', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.stringMatching(/^[A-Z0-9-]{1,50}$/),
        (last, payerName, traceNumber) => {
          const inquiry = {
            ...homeVisitInquiry,
            payer: { ...homeVisitInquiry.payer, name: `${payerName}x` },
            subscriber: {
              ...homeVisitInquiry.subscriber,
              name: { last: `${last}x`, first: 'Ana' },
            },
            claim: { ...homeVisitInquiry.claim, traceNumber },
          };
          const file = write276(inquiry);
          expect(validate276(file)).toEqual([]);
          const [transaction] = readEnvelopes(file).interchanges[0]!.groups[0]!.transactions;
          expect(transaction!.segments.map((segment) => segment.id)).toEqual([
            'BHT',
            'HL',
            'NM1',
            'HL',
            'NM1',
            'HL',
            'NM1',
            'HL',
            'DMG',
            'NM1',
            'TRN',
            'REF',
            'REF',
            'AMT',
            'DTP',
          ]);
          const trn = transaction!.segments.find((segment) => segment.id === 'TRN');
          expect(trn?.elements).toEqual(['1', traceNumber]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
