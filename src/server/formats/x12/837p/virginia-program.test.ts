import { describe, it } from 'vitest';
import { VIRGINIA_ID } from '#domain/billing/seed-profile-virginia';
import {
  birthCenter,
  clinic,
  expectRefused,
  expectRowBills,
  hospital,
  row,
  type Row,
  seededProfile,
  video,
} from '../testing/state-program-rows.ts';

/**
 * Virginia Medicaid, one fixture claim per service type, written from DMAS's bulletin of July 1,
 * 2025 (postpartum: CPT 59430 with HD, diagnosis Z32.2) and the estimates of decision 101 (the
 * prenatal visit T1032 and labor T1033, at $162.11 and $685.07). Both versions bill the same
 * codes; what changed on 2025-07-01 is how many postpartum visits, and over how long (the claim
 * check's tests count them).
 */

const virginia: Row[] = [
  // prettier-ignore
  ...([
    ['first visit at home', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 90, diagnoses: ['Z32.2', 'Z33.1'] }, 'T1032', [], 1, 16211, '12'],
    ['prenatal visit at home', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 60, diagnoses: ['Z32.2', 'Z33.1'] }, 'T1032', [], 1, 16211, '12'],
    ['prenatal visit by video', { serviceType: 'Prenatal Visit', ...video, durationMinutes: 60, diagnoses: ['Z32.2'] }, 'T1032', ['95'], 1, 16211, '10'],
    ['postpartum visit at home', { serviceType: 'Postpartum Visit', setting: 'home', durationMinutes: 60, diagnoses: ['Z32.2', 'Z39.2'] }, '59430', ['HD'], 1, 16211, '12'],
    ['postpartum visit in a clinic', { serviceType: 'Postpartum Visit', ...clinic, durationMinutes: 45, diagnoses: ['Z32.2', 'Z39.2'] }, '59430', ['HD'], 1, 16211, '11'],
    ['postpartum visit by video', { serviceType: 'Postpartum Visit', ...video, durationMinutes: 50, diagnoses: ['Z32.2', 'Z39.2'] }, '59430', ['HD', '95'], 1, 16211, '10'],
    ['extended postpartum support at home', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 180, diagnoses: ['Z32.2', 'Z39.2'] }, '59430', ['HD'], 1, 16211, '12'],
    ['vaginal birth in a hospital', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['Z32.2', 'O80', 'Z37.0'] }, 'T1033', [], 1, 68507, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['Z32.2', 'O34.211', 'Z37.0'] }, 'T1033', [], 1, 68507, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['Z32.2', 'O82', 'Z37.0'] }, 'T1033', [], 1, 68507, '21'],
  ] as const).map(row),
];

describe.each([
  ['from 2025-07-01', '2026-03-10'],
  ['before 2025-07-01', '2024-03-10'],
])('Virginia Medicaid, %s', (_when, date) => {
  const profile = seededProfile(VIRGINIA_ID);
  it.each(virginia)('$what', (expected) => expectRowBills(profile, 'VA', date, expected));
});

describe('what Virginia refuses, before any file is written', () => {
  const va = seededProfile(VIRGINIA_ID);

  it('a postpartum visit without Z32.2', () => {
    expectRefused(
      va,
      '2026-03-10',
      {
        serviceType: 'Postpartum Visit',
        setting: 'home',
        durationMinutes: 60,
        diagnoses: ['Z39.2'],
      },
      'required-diagnosis-missing',
      'This payer needs diagnosis Z32.2 on every line: add it to the claim’s diagnoses.',
    );
  });

  it('labor by telehealth', () => {
    expectRefused(
      va,
      '2026-03-10',
      { serviceType: 'Cesarean Section', ...video, diagnoses: ['Z32.2', 'O82'] },
      'visit-kind-not-covered',
      'This payer does not pay for Cesarean Section by telehealth.',
    );
  });
});
