import { describe, it } from 'vitest';
import { MICHIGAN_ID } from '#domain/billing/seed-profile-michigan';
import { NEW_JERSEY_ID } from '#domain/billing/seed-profile-new-jersey';
import { NEW_YORK_ID } from '#domain/billing/seed-profile-new-york';
import { WASHINGTON_ID } from '#domain/billing/seed-profile-washington';
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
 * One fixture claim per service type of Washington's, New York's, New Jersey's and Michigan's
 * programs, at home, in a facility and by telehealth where the program allows it. Expected
 * codes, units and charges are written here from each program's sources (decision 101), not
 * computed by the code under test: Washington $25 a 15-minute unit with a unit from its eighth
 * minute (65 minutes are 4 units, 68 are 5), the intake at least two hours, labor T1033 at the
 * $685.07 estimate; New York at the Medi-Cal chart's estimates ($162.11 a visit, $685.07 for
 * labor), visits of at least 30 minutes; New Jersey $129.44 a service ($1,165 over nine); Michigan $75 a visit and
 * $350 for labor, visits of at least 20 minutes.
 */

const ON = '2026-03-10';

const washington: Row[] = [
  // prettier-ignore
  ...([
    ['intake at home, two hours: 8 units', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 120, diagnoses: ['Z33.1'] }, 'T1032', [], 8, 20000, '12'],
    ['prenatal visit at home, 65 minutes: 4 units', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 65, diagnoses: ['Z33.1'] }, 'T1032', [], 4, 10000, '12'],
    ['prenatal visit at home, 68 minutes: 5 units', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 68, diagnoses: ['Z33.1'] }, 'T1032', [], 5, 12500, '12'],
    ['prenatal visit by video, an hour', { serviceType: 'Prenatal Visit', ...video, durationMinutes: 60, diagnoses: ['Z33.1'] }, 'T1032', ['95'], 4, 10000, '10'],
    ['postpartum visit in a clinic, 45 minutes', { serviceType: 'Postpartum Visit', ...clinic, durationMinutes: 45, diagnoses: ['Z39.2'] }, 'T1032', [], 3, 7500, '11'],
    ['extended postpartum support at home, three hours', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 180, diagnoses: ['Z39.2'] }, 'T1032', [], 12, 30000, '12'],
    ['vaginal birth in a hospital', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'] }, 'T1033', [], 1, 68507, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['O34.211', 'Z37.0'] }, 'T1033', [], 1, 68507, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['O82', 'Z37.0'] }, 'T1033', [], 1, 68507, '21'],
  ] as const).map(row),
];

const newYork: Row[] = [
  // prettier-ignore
  ...([
    ['first visit at home', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 90, diagnoses: ['Z33.1'] }, 'T1032', [], 1, 16211, '12'],
    ['prenatal visit at home, 45 minutes', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 45, diagnoses: ['Z33.1'] }, 'T1032', [], 1, 16211, '12'],
    ['prenatal visit by video, 30 minutes', { serviceType: 'Prenatal Visit', ...video, durationMinutes: 30, diagnoses: ['Z33.1'] }, 'T1032', ['95'], 1, 16211, '10'],
    ['postpartum visit in a clinic', { serviceType: 'Postpartum Visit', ...clinic, durationMinutes: 60, diagnoses: ['Z39.2'] }, 'T1032', [], 1, 16211, '11'],
    ['extended postpartum support at home', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 180, diagnoses: ['Z39.2'] }, 'T1032', [], 1, 16211, '12'],
    ['vaginal birth in a hospital', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'] }, 'T1033', [], 1, 68507, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['O34.211', 'Z37.0'] }, 'T1033', [], 1, 68507, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['O82', 'Z37.0'] }, 'T1033', [], 1, 68507, '21'],
  ] as const).map(row),
];

const newJersey: Row[] = [
  // prettier-ignore
  ...([
    ['first visit at home', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 90, diagnoses: ['Z33.1'] }, 'T1032', [], 1, 12944, '12'],
    ['prenatal visit at home', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 60, diagnoses: ['Z33.1'] }, 'T1032', [], 1, 12944, '12'],
    ['prenatal visit by video', { serviceType: 'Prenatal Visit', ...video, durationMinutes: 45, diagnoses: ['Z33.1'] }, 'T1032', ['95'], 1, 12944, '10'],
    ['postpartum visit in a clinic', { serviceType: 'Postpartum Visit', ...clinic, durationMinutes: 60, diagnoses: ['Z39.2'] }, 'T1032', [], 1, 12944, '11'],
    ['extended postpartum support at home', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 120, diagnoses: ['Z39.2'] }, 'T1032', [], 1, 12944, '12'],
    ['vaginal birth in a hospital', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'] }, 'T1033', [], 1, 12944, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['O34.211', 'Z37.0'] }, 'T1033', [], 1, 12944, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['O82', 'Z37.0'] }, 'T1033', [], 1, 12944, '21'],
  ] as const).map(row),
];

const michigan: Row[] = [
  // prettier-ignore
  ...([
    ['first visit at home', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 90, diagnoses: ['Z33.1'] }, 'T1032', [], 1, 7500, '12'],
    ['prenatal visit at home, 20 minutes', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 20, diagnoses: ['Z33.1'] }, 'T1032', [], 1, 7500, '12'],
    ['prenatal visit by video', { serviceType: 'Prenatal Visit', ...video, durationMinutes: 40, diagnoses: ['Z33.1'] }, 'T1032', ['95'], 1, 7500, '10'],
    ['postpartum visit in a clinic', { serviceType: 'Postpartum Visit', ...clinic, durationMinutes: 60, diagnoses: ['Z39.2'] }, 'T1032', [], 1, 7500, '11'],
    ['extended postpartum support at home', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 150, diagnoses: ['Z39.2'] }, 'T1032', [], 1, 7500, '12'],
    ['vaginal birth in a hospital', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'] }, 'T1033', [], 1, 35000, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['O34.211', 'Z37.0'] }, 'T1033', [], 1, 35000, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['O82', 'Z37.0'] }, 'T1033', [], 1, 35000, '21'],
  ] as const).map(row),
];

describe.each([
  ['Washington Apple Health', WASHINGTON_ID, 'WA', washington],
  ['New York Medicaid', NEW_YORK_ID, 'NY', newYork],
  ['New Jersey FamilyCare', NEW_JERSEY_ID, 'NJ', newJersey],
  ['Michigan Medicaid', MICHIGAN_ID, 'MI', michigan],
] as const)('%s', (_name, profileId, state, rows) => {
  const profile = seededProfile(profileId);
  it.each(rows)('$what', (expected) => expectRowBills(profile, state, ON, expected));
});

describe('what these programs refuse, before any file is written', () => {
  const wa = seededProfile(WASHINGTON_ID);
  const ny = seededProfile(NEW_YORK_ID);
  const mi = seededProfile(MICHIGAN_ID);
  const audioOnly = { ...video, virtualMode: 'audio-only' } as const;

  it.each([
    [
      wa,
      {
        serviceType: 'Extended Initial Visit (90 minutes)',
        setting: 'home',
        durationMinutes: 90,
        diagnoses: ['Z33.1'],
      },
      'duration-below-minimum',
      'This payer pays only for visits of at least 120 minutes.',
    ],
    [
      wa,
      {
        serviceType: 'Extended Initial Visit (90 minutes)',
        ...video,
        durationMinutes: 120,
        diagnoses: ['Z33.1'],
      },
      'visit-kind-not-covered',
      'This payer does not pay for Extended Initial Visit (90 minutes) by telehealth.',
    ],
    [
      wa,
      { serviceType: 'Prenatal Visit', ...audioOnly, durationMinutes: 60, diagnoses: ['Z33.1'] },
      'visit-kind-not-covered',
      'This payer does not pay for visits by phone only: only by video.',
    ],
    [
      wa,
      { serviceType: 'Cesarean Section', ...video, diagnoses: ['O82'] },
      'visit-kind-not-covered',
      'This payer does not pay for Cesarean Section by telehealth.',
    ],
    [
      wa,
      { serviceType: 'Miscarriage Support', setting: 'home', diagnoses: ['O03.9'] },
      'service-not-covered',
      'This payer has no code for Miscarriage Support.',
    ],
    [
      ny,
      { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 25, diagnoses: ['Z33.1'] },
      'duration-below-minimum',
      'This payer pays only for visits of at least 30 minutes.',
    ],
    [
      ny,
      { serviceType: 'Support for Vaginal Delivery', ...video, diagnoses: ['O80'] },
      'visit-kind-not-covered',
      'This payer does not pay for Support for Vaginal Delivery by telehealth.',
    ],
    [
      mi,
      {
        serviceType: 'Postpartum Visit',
        setting: 'home',
        durationMinutes: 15,
        diagnoses: ['Z39.2'],
      },
      'duration-below-minimum',
      'This payer pays only for visits of at least 20 minutes.',
    ],
  ] as const)('%#: %o is refused', (profile, facts, code, message) => {
    expectRefused(profile, ON, facts, code, message);
  });
});
