/**
 * The rule "a correction changes something the payer sees", the same in the form and at the
 * server: properties over any claim, and the parts a payer's answer names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctionChanges,
  payerNamedParts,
  unchangedCorrectionMessage,
  unchangedCorrectionRefusal,
  type CorrectionContent,
} from '#domain/claims/correction-changes';
import { samplePayerAnswer } from '#domain/testing/sample-claims';

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '');

/** A claim as its payer saw it, at a facility or not. */
const content: fc.Arbitrary<CorrectionContent> = fc.record({
  serviceType: text,
  serviceAdditionalInputs: fc.dictionary(text, text, { maxKeys: 2 }),
  virtualMode: fc.constantFrom('', 'audio-video', 'audio-only'),
  diagnosisCodes: fc.array(text, { minLength: 1, maxLength: 3 }),
  serviceDateFrom: fc.constantFrom('2026-11-01', '2026-11-02'),
  serviceDateTo: fc.constantFrom('', '2026-11-03'),
  serviceTimeFrom: fc.constantFrom('10:00', '11:00'),
  serviceTimeTo: fc.constantFrom('12:00', '13:00'),
  admittedDate: fc.constantFrom('', '2026-11-01'),
  dischargedDate: fc.constantFrom('', '2026-11-02'),
  serviceLocation: fc.constantFrom('home', 'facility', 'virtual'),
  facilityId: fc.constantFrom(null, 'f-1'),
  patient: fc.record({ firstName: text, policyNumber: text }),
  facility: fc.option(fc.record({ name: text, npiNumber: text }), { nil: null }),
  provider: text,
});

/** One change to one field the payer sees, that makes it differ from what it was. */
const changes: ((claim: CorrectionContent) => CorrectionContent)[] = [
  (claim) => ({ ...claim, serviceType: `${claim.serviceType}x` }),
  (claim) => ({
    ...claim,
    serviceAdditionalInputs: { ...claim.serviceAdditionalInputs, extraMinutes: '999' },
  }),
  (claim) => ({ ...claim, diagnosisCodes: [...claim.diagnosisCodes, 'O99.89'] }),
  (claim) => ({ ...claim, diagnosisCodes: [...claim.diagnosisCodes].reverse().concat('Z') }),
  (claim) => ({ ...claim, serviceDateFrom: '2026-10-01' }),
  (claim) => ({ ...claim, serviceDateTo: '2026-12-31' }),
  (claim) => ({ ...claim, serviceTimeFrom: '09:15' }),
  (claim) => ({ ...claim, serviceTimeTo: '23:59' }),
  (claim) => ({ ...claim, serviceLocation: claim.serviceLocation === 'home' ? 'virtual' : 'home' }),
  (claim) => ({ ...claim, patient: { ...claim.patient, policyNumber: 'NEW-123' } }),
  (claim) => ({ ...claim, provider: `${claim.provider}-new` }),
];

describe('correctionChanges', () => {
  it('refuses a correction that is the same claim, whatever its note says', () => {
    fc.assert(
      fc.property(content, fc.string(), (claim, note) => {
        // A copy, as the server builds it afresh; the note is not part of the content at all.
        const again = structuredClone({ ...claim, notes: note }) as CorrectionContent;
        expect(correctionChanges(claim, again)).toEqual([]);
        expect(unchangedCorrectionRefusal(claim, again)).toBe(unchangedCorrectionMessage);
      }),
    );
  });

  it('allows any single change to a field the payer sees', () => {
    fc.assert(
      fc.property(content, fc.integer({ min: 0, max: changes.length - 1 }), (claim, which) => {
        const changed = changes[which]!(claim);
        expect(correctionChanges(claim, changed).length).toBeGreaterThan(0);
        expect(unchangedCorrectionRefusal(claim, changed)).toBeUndefined();
      }),
    );
  });

  it('allows a changed facility detail or hospital date only for a facility visit', () => {
    fc.assert(
      fc.property(content, (claim) => {
        const atFacility = { ...claim, serviceLocation: 'facility', facilityId: 'f-1' };
        const otherFacility = { ...atFacility, facility: { name: 'Another', npiNumber: '1' } };
        const admitted = { ...atFacility, admittedDate: '2026-01-01' };
        expect(correctionChanges(atFacility, otherFacility)).toEqual(['facility']);
        expect(correctionChanges(atFacility, admitted)).toEqual(['dates']);
        const home = { ...claim, serviceLocation: 'home' };
        expect(correctionChanges(home, { ...home, admittedDate: '2026-01-01' })).toEqual([]);
      }),
    );
  });

  it('reads a one-day visit without its To date as that day, and spaces around inputs as nothing', () => {
    fc.assert(
      fc.property(content, (claim) => {
        const oneDay = { ...claim, serviceDateTo: '' };
        const filled = { ...claim, serviceDateTo: claim.serviceDateFrom };
        expect(correctionChanges(oneDay, filled)).toEqual([]);
      }),
    );
  });

  it('counts unknown billing details (a claim from before they were kept) as changed', () => {
    fc.assert(
      fc.property(content, (claim) => {
        expect(correctionChanges({ ...claim, provider: '' }, claim)).toEqual(['provider']);
      }),
    );
  });

  it('compares the priced lines only when both sides have them', () => {
    fc.assert(
      fc.property(content, (claim) => {
        const priced = { ...claim, lines: [{ procedureCode: 'T1032', chargeCents: 100 }] };
        const repriced = { ...claim, lines: [{ procedureCode: 'T1032', chargeCents: 200 }] };
        expect(correctionChanges(priced, repriced)).toEqual(['lines']);
        expect(correctionChanges(priced, claim)).toEqual([]);
      }),
    );
  });
});

const answer = samplePayerAnswer;

describe('payerNamedParts', () => {
  it('names her billing NPI in My Account for A7:562:85', () => {
    expect(
      payerNamedParts(answer({ statusCodes: [{ category: 'A7', status: '562', entity: '85' }] })),
    ).toEqual([
      {
        part: 'provider',
        sentence: 'The payer says your billing NPI is not valid.',
        where: 'account',
      },
    ]);
  });

  it('names the form parts and the patient, once each, and nothing for codes about no detail', () => {
    const named = payerNamedParts(
      answer({
        statusCodes: [
          { category: 'A7', status: '187' },
          { category: 'A7', status: '254' },
          { category: 'A3', status: '21' },
          { category: 'A7', status: '187' },
        ],
        adjustments: [
          { group: 'CO', reason: '11', amountCents: 100 },
          { group: 'CO', reason: '31', amountCents: 100 },
          { group: 'CO', reason: '29', amountCents: 100 },
        ],
      }),
    );
    expect(named.map(({ part, where }) => [part, where])).toEqual([
      ['dates', 'new-claim'],
      ['diagnoses', 'new-claim'],
      ['diagnoses', 'new-claim'],
      ['patient', 'patients'],
    ]);
    expect(payerNamedParts(null)).toEqual([]);
  });
});
