import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { X12InputError } from '../errors.ts';
import { einProvider, homeVisit, settings, twoLineClaim } from '../fixtures/837p/claims.ts';
import { thrownBy } from '../testing/thrown.ts';
import { validate837p } from '../testing/validate-837p.ts';
import type { Claim837pInput } from './input.ts';
import { streetElements } from './claim-loops.ts';
import { write837p } from './write.ts';

/**
 * What the writer does with input it cannot write as given: text X12 cannot carry is cleaned,
 * text longer than its element is cut, identifiers too long and missing required data are
 * refused with an error naming the claim's form ID and the X12 element.
 */

const write = (claims: Claim837pInput[]) => write837p({ ...settings, claims }, { lineBreak: '\n' });
const lines = (file: string) => file.split('~\n').filter(Boolean);
const refusal = (claims: Claim837pInput[]) => thrownBy(X12InputError, () => write(claims));

/** The home visit with some of the patient's details (and anything else) replaced. */
const homeVisitWith = (
  patient: Partial<Claim837pInput['subscriber']>,
  claim: Partial<Claim837pInput> = {},
): Claim837pInput => ({
  ...homeVisit,
  ...claim,
  subscriber: { ...homeVisit.subscriber, ...patient },
});

describe('text X12 cannot carry is cleaned, never written raw', () => {
  it.each([
    [
      'delimiters in names, addresses and notes become spaces',
      homeVisitWith(
        {
          name: { last: 'Ri~vera*', first: 'A:na^' },
          address: { street: '14*20 Elm~St', city: 'Fres:no', state: 'CA', zip: '93721' },
        },
        { note: 'Visit*~:^ok' },
      ),
      [
        'NM1*IL*1*RI VERA*A NA****MI*91234567A',
        'N3*14 20 ELM ST',
        'N4*FRES NO*CA*93721',
        'NTE*ADD*VISIT OK',
      ],
    ],
    [
      'accents are dropped, some letters spelled out, other scripts and emoji dropped',
      homeVisitWith({
        name: { last: 'Muñoz Groß', first: 'José 🌸 Ærin', middle: 'Ł' },
        address: { street: 'Straße 5 ‘Nord’ – 東京', city: 'San José', state: 'CA', zip: '95112' },
      }),
      [
        'NM1*IL*1*MUNOZ GROSS*JOSE AERIN*L***MI*91234567A',
        "N3*STRASSE 5 'NORD' -",
        'N4*SAN JOSE*CA*95112',
      ],
    ],
    [
      'control characters and line breaks become single spaces; person names lose periods and commas',
      homeVisitWith(
        { name: { last: "O'Neil, Jr.", first: 'Mary\tJo\r\nBeth' } },
        { note: 'line one\nline two\u0007' },
      ),
      ["NM1*IL*1*O'NEIL JR*MARY JO BETH****MI*91234567A", 'NTE*ADD*LINE ONE LINE TWO'],
    ],
  ])('%s', (_what, claim, expected) => {
    const file = write([claim]);
    for (const line of expected) expect(lines(file)).toContain(line);
    expect(validate837p(file)).toEqual([]);
  });

  it('any hostile text still gives a valid file with no stray delimiter', () => {
    const hostile = fc.string({ unit: 'binary', minLength: 0, maxLength: 90 });
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (last, street, city, note) => {
        const claim = homeVisitWith(
          {
            name: { last: `A${last}`, first: 'Ana' },
            address: { street: `1${street}`, city: `XY${city}`, state: 'CA', zip: '93721' },
          },
          { note },
        );
        const file = write([claim]);
        expect(validate837p(file)).toEqual([]);
        const all = lines(file);
        const at = all.findIndex((line) => line.startsWith('NM1*IL'));
        // Element counts prove no delimiter slipped into a value.
        expect(all[at]?.split('*')).toHaveLength(10);
        expect(all[at + 1]?.split('*')).toHaveLength(2);
        expect(all[at + 2]?.split('*')).toHaveLength(4);
        const nte = all.find((line) => line.startsWith('NTE*'));
        if (nte) expect(nte.split('*')).toHaveLength(3);
        expect(
          lines(file).every((line) => !/[:^]/.test(line) || /^(ISA|CLM|HI|SV1)\*/.test(line)),
        ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('values longer than their element are cut to the guide maximum', () => {
  it('NM103 60, NM104 35, N301 55 (the rest of the street in N302), N401 30, NTE02 80', () => {
    const long = (letter: string, n: number) => letter.repeat(n);
    const file = write([
      homeVisitWith(
        {
          name: { last: long('L', 70), first: long('F', 40), middle: long('M', 30) },
          address: { street: long('S', 60), city: long('C', 35), state: 'CA', zip: '93721' },
        },
        {
          billingProvider: { ...einProvider, name: { kind: 'organization', name: long('O', 70) } },
          note: `${long('N', 79)} tail`,
        },
      ),
    ]);
    expect(lines(file)).toContain(`NM1*85*2*${long('O', 60)}*****XX*1558598797`);
    expect(lines(file)).toContain(
      `NM1*IL*1*${long('L', 60)}*${long('F', 35)}*${long('M', 25)}***MI*91234567A`,
    );
    expect(lines(file)).toContain(`N3*${long('S', 55)}*${long('S', 5)}`);
    expect(lines(file)).toContain(`N4*${long('C', 30)}*CA*93721`);
    expect(lines(file)).toContain(`NTE*ADD*${long('N', 79)}`);
    expect(validate837p(file)).toEqual([]);
  });
});

describe('a street longer than N301', () => {
  it('goes on in N302 from its last space that fits, ahead of the second line', () => {
    const street = '12345 North Riverside Meadows Boulevard East Frontage Road Building C';
    expect(street.length).toBeGreaterThan(55);
    expect(streetElements(street)).toEqual([
      '12345 NORTH RIVERSIDE MEADOWS BOULEVARD EAST FRONTAGE',
      'ROAD BUILDING C',
    ]);
    expect(streetElements(street, 'Suite 200')).toEqual([
      '12345 NORTH RIVERSIDE MEADOWS BOULEVARD EAST FRONTAGE',
      'ROAD BUILDING C SUITE 200',
    ]);
    // Short streets are written as before.
    expect(streetElements('14 Elm St', 'Apt 2')).toEqual(['14 ELM ST', 'APT 2']);
    expect(streetElements('14 Elm St')).toEqual(['14 ELM ST', '']);
  });

  it('is written whole in the file, and the file passes the checks', () => {
    const street = '12345 North Riverside Meadows Boulevard East Frontage Road Building C';
    const file = write([homeVisitWith({ address: { ...homeVisit.subscriber.address, street } })]);
    expect(lines(file)).toContain(
      'N3*12345 NORTH RIVERSIDE MEADOWS BOULEVARD EAST FRONTAGE*ROAD BUILDING C',
    );
    expect(validate837p(file)).toEqual([]);
  });
});

describe('claims missing what the payer needs are refused, naming the claim and element', () => {
  const cases: [string, Claim837pInput, string, RegExp][] = [
    ['no diagnosis', { ...homeVisit, diagnoses: [] }, '2300 HI', /diagnosis is missing/],
    [
      'an NPI that fails its check digit',
      { ...homeVisit, billingProvider: { ...homeVisit.billingProvider, npi: '1234567891' } },
      '2010AA NM109',
      /billing provider NPI must be a valid 10-digit NPI/,
    ],
    [
      'no payer ID',
      { ...homeVisit, payer: { ...homeVisit.payer, id: '' } },
      '2010BB NM109',
      /payer ID is missing/,
    ],
    ['no member ID', homeVisitWith({ memberId: ' ' }), '2010BA NM109', /member ID is missing/],
    ['no service line', { ...homeVisit, lines: [] }, '2400', /service lines is missing/],
    [
      'a replacement without the payer claim number',
      { ...homeVisit, frequency: '8' },
      '2300 REF*F8',
      /required for a replacement/,
    ],
    [
      'a PO box as billing address',
      {
        ...homeVisit,
        billingProvider: {
          ...homeVisit.billingProvider,
          address: { ...homeVisit.billingProvider.address, street: 'P.O. Box 12' },
        },
      },
      '2010AA N301',
      /not a PO box/,
    ],
    [
      'a 5-digit billing provider ZIP',
      {
        ...homeVisit,
        billingProvider: {
          ...homeVisit.billingProvider,
          address: { ...homeVisit.billingProvider.address, zip: '93728' },
        },
      },
      '2010AA N403',
      /9-digit ZIP/,
    ],
    [
      'a name with nothing X12 can carry',
      homeVisitWith({ name: { last: '李', first: 'Ana' } }),
      '2010BA NM103',
      /patient name .*no letters or digits X12 can carry/,
    ],
    [
      'a pointer past the diagnoses',
      { ...homeVisit, lines: [{ ...twoLineClaim.lines[0]!, diagnosisPointers: [3] }] },
      '2400 SV107',
      /line 1 diagnosis pointer points at a diagnosis the claim does not have/,
    ],
    [
      'a form ID longer than CLM01 allows',
      { ...homeVisit, formId: 'D'.repeat(39) },
      '2300 CLM01',
      /never cut/,
    ],
    [
      'a member ID with a delimiter',
      homeVisitWith({ memberId: 'AB*12' }),
      '2010BA NM109',
      /letters, digits and hyphens/,
    ],
  ];

  it.each(cases)('%s', (_what, claim, element, message) => {
    const error = refusal([claim]);
    const formId = claim.formId || 'number 1 (no form ID)';
    expect(error.problems).toContainEqual(expect.objectContaining({ formId, element }));
    expect(error.message).toMatch(message);
    expect(error.message).toContain(`Claim ${formId}`);
  });

  it('reports every refused claim of a batch at once, and writes nothing', () => {
    const error = refusal([
      homeVisit,
      { ...homeVisit, formId: 'DB-2026-000201', diagnoses: [] },
      { ...homeVisit, formId: 'DB-2026-000202', payer: { ...homeVisit.payer, id: '' } },
    ]);
    expect([...new Set(error.problems.map((p) => p.formId))]).toEqual([
      'DB-2026-000201',
      'DB-2026-000202',
    ]);
  });

  it('refuses the same form ID twice in one batch', () => {
    expect(refusal([homeVisit, homeVisit]).message).toMatch(
      /DB-2026-000101: form ID appears twice/,
    );
  });

  it('refuses bad batch settings by name, without a claim', () => {
    const error = thrownBy(X12InputError, () =>
      write837p({
        ...settings,
        interchange: { ...settings.interchange, senderId: 'A*B' },
        claims: [homeVisit],
      }),
    );
    expect(error).toBeInstanceOf(X12InputError);
    expect(error.message).toMatch(/^Batch settings: sender id must be 2 to 15 letters/);
  });

  it('names the submitter and the receiver by their NM1 elements', () => {
    const error = thrownBy(X12InputError, () =>
      write837p({
        ...settings,
        submitter: { ...settings.submitter, name: '***' },
        receiver: { ...settings.receiver, id: '' },
        claims: [homeVisit],
      }),
    );
    expect(error.problems.map((problem) => [problem.element, problem.message])).toEqual([
      ['1000A NM103', 'submitter name is missing or has no letters or digits X12 can carry'],
      ['1000B NM109', 'receiver id is missing'],
    ]);
  });

  it('never puts the patient’s data in the message', () => {
    const error = refusal([homeVisitWith({ birthDate: '1994-02-30' })]);
    expect(error.message).toBe(
      'Claim DB-2026-000101: patient date of birth must be a real date (YYYY-MM-DD) (2010BA DMG02)',
    );
  });
});
