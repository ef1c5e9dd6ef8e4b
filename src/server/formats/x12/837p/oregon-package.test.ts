import { describe, expect, it } from 'vitest';
import type { PackageCountable } from '#domain/billing/birth-package';
import { seedPayerProfiles } from '#domain/billing/seed-profiles';
import { OREGON_ID } from '#domain/billing/seed-profiles-oregon';
import {
  buildServiceLines,
  type ServiceFacts,
  type ServiceLinesResult,
} from '#domain/billing/service-lines';
import { settings, ssnProvider } from '../fixtures/837p/claims.ts';
import { validate837p } from '../testing/validate-837p.ts';
import type { Claim837pInput } from './input.ts';
import { write837p } from './write.ts';

/**
 * The Oregon Health Plan's birth package, one fixture claim per way it bills: a visit the
 * package covers (no line), a visit beyond it (by its own rule), the birth after every included
 * visit (the package, T1033 with HD, $1,505), a birth with visits missing (delivery only). The
 * codes, modifiers, units and charges expected are written here from the program's sources (the
 * secondary summaries of OHA's January 2025 billing guide, and the 2015 parts of the package for
 * a visit and the labor alone), not computed by the code under test; each 837P must pass the
 * X12 checks.
 */

const oregon = seedPayerProfiles.find((profile) => profile.id === OREGON_ID)!;

const hospital = { setting: 'facility', facilityKind: 'hospital' } as const;
const birthCenter = { setting: 'facility', facilityKind: 'birthing-center' } as const;
const video = { setting: 'virtual', virtualMode: 'audio-video', patientAtHome: true } as const;

const claims = (...types: string[]): PackageCountable[] =>
  types.map((serviceType) => ({ serviceType }));
const allVisits = claims(
  'Prenatal Visit',
  'Prenatal Visit',
  'Postpartum Visit',
  'Postpartum Visit',
);
const twoPrenatal = claims('Prenatal Visit', 'Prenatal Visit');

type Facts = Omit<ServiceFacts, 'dateOfService'>;
type Row = readonly [string, Facts, string, readonly string[], number, number, string];

// prettier-ignore
const billed: readonly Row[] = [
  ['a third prenatal visit at home: beyond the package', { serviceType: 'Prenatal Visit', setting: 'home', diagnoses: ['Z33.1'], packageClaims: twoPrenatal }, 'T1032', ['HD'], 1, 5000, '12'],
  ['a third prenatal visit by video', { serviceType: 'Prenatal Visit', ...video, diagnoses: ['Z33.1'], packageClaims: twoPrenatal }, 'T1032', ['HD', '95'], 1, 5000, '10'],
  ['a fifth postpartum visit in a clinic', { serviceType: 'Postpartum Visit', setting: 'facility', facilityKind: 'clinic', diagnoses: ['Z39.2'], packageClaims: allVisits }, 'T1032', ['HD'], 1, 5000, '11'],
  ['a vaginal birth in a hospital after every included visit: the package', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'], packageClaims: allVisits }, 'T1033', ['HD'], 1, 150500, '21'],
  ['a VBAC in a birth center after every included visit: the package', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['O34.211', 'Z37.0'], packageClaims: allVisits }, 'T1033', ['HD'], 1, 150500, '25'],
  ['a cesarean at home after every included visit: the package', { serviceType: 'Cesarean Section', setting: 'home', diagnoses: ['O82', 'Z37.0'], packageClaims: allVisits }, 'T1033', ['HD'], 1, 150500, '12'],
  ['a birth with the postpartum visits missing: delivery only', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'], packageClaims: twoPrenatal }, 'T1033', [], 1, 15000, '21'],
  ['a birth with no visit at all: delivery only', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['O82', 'Z37.0'], packageClaims: [] }, 'T1033', [], 1, 15000, '21'],
];

function claimFile(built: Extract<ServiceLinesResult, { ok: true }>) {
  const line = built.lines[0]!;
  const claim: Claim837pInput = {
    formId: 'DB-2026-000901',
    billingProvider: ssnProvider,
    payer: { name: 'Oregon Health Plan', id: 'ORTEST', type: 'Medicaid' },
    subscriber: {
      memberId: 'OR1234567',
      name: { last: 'Rivera', first: 'Ana' },
      birthDate: '1994-07-21',
      address: { street: '1420 Elm St', city: 'Salem', state: 'OR', zip: '97301' },
    },
    placeOfService: line.placeOfService,
    diagnoses: built.diagnoses,
    lines: [
      {
        dateOfService: line.dateOfService,
        procedureCode: line.procedureCode,
        modifiers: line.modifiers,
        chargeCents: line.chargeCents,
        units: line.units,
        diagnosisPointers: line.diagnosisPointers,
      },
    ],
  };
  return write837p({ ...settings, claims: [claim] }, { lineBreak: '\n' });
}

describe('Oregon Health Plan: the birth package', () => {
  it.each(billed)('%s', (_what, facts, code, modifiers, units, chargeCents, placeOfService) => {
    const built = buildServiceLines(oregon, { ...facts, dateOfService: '2026-03-10' });
    expect(built.ok, JSON.stringify(built)).toBe(true);
    if (!built.ok) return;
    expect(built.lines).toEqual([
      expect.objectContaining({
        procedureCode: code,
        modifiers,
        units,
        chargeCents,
        placeOfService,
      }),
    ]);
    expect(built.totalCents).toBe(chargeCents);
    const file = claimFile(built);
    expect(validate837p(file)).toEqual([]);
    const sv1 = file.split('\n').find((segment) => segment.startsWith('SV1*'));
    expect(sv1).toContain(`HC:${[code, ...modifiers].join(':')}*${chargeCents / 100}*UN*${units}*`);
  });

  it.each([
    ['the first prenatal visit', 'Prenatal Visit', ['Z33.1'], []],
    ['the second prenatal visit', 'Prenatal Visit', ['Z33.1'], claims('Prenatal Visit')],
    ['a postpartum visit before the birth is billed', 'Postpartum Visit', ['Z39.2'], twoPrenatal],
  ] as const)(
    'records %s as covered by the package: no line to send',
    (_what, serviceType, diagnoses, packageClaims) => {
      const built = buildServiceLines(oregon, {
        serviceType,
        setting: 'home',
        diagnoses,
        packageClaims,
        dateOfService: '2026-03-10',
      });
      expect(built).toMatchObject({
        ok: true,
        lines: [],
        totalCents: 0,
        packageBilling: { kind: 'covered', pkg: { name: 'Oregon birth package' } },
      });
    },
  );

  it('bills every service on its own where the package is not asked (a claim from before it)', () => {
    const built = buildServiceLines(oregon, {
      serviceType: 'Prenatal Visit',
      setting: 'home',
      diagnoses: ['Z33.1'],
      dateOfService: '2026-03-10',
    });
    expect(built).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1032', chargeCents: 5000 }],
    });
  });
});
