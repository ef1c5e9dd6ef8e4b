import { describe, it } from 'vitest';
import { MARYLAND_ID, OKLAHOMA_ID } from '#domain/billing/seed-profiles-states';
import {
  birthCenter,
  expectRefused,
  expectRowBills,
  hospital,
  row,
  type Row,
  seededProfile,
  video,
} from '../testing/state-program-rows.ts';

/**
 * One fixture claim per service type of each shipped state program, at home, in a facility and
 * by telehealth where the program allows it. The codes, modifiers, units and charges expected are
 * written here from the program's sources (Oklahoma: OAC 317:30-5-1217, OHCA's doula page and
 * the secondary rates; Maryland: COMAR 10.09.39.04 and the secondary program-manual summary),
 * not computed by the code under test; each claim's 837P must pass the X12 checks.
 */

const oklahoma: Row[] = [
  // prettier-ignore
  ...([
    ['initial visit at home', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 90, diagnoses: ['Z33.1'] }, '59899', ['HD'], 1, 6211, '12'],
    ['prenatal visit at home, 75 minutes', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 75, diagnoses: ['Z33.1'] }, '59899', ['HD'], 1, 6211, '12'],
    ['prenatal visit by video', { serviceType: 'Prenatal Visit', ...video, durationMinutes: 60, diagnoses: ['Z33.1'] }, '59899', ['HD', '95'], 1, 6211, '10'],
    ['postpartum visit in a clinic', { serviceType: 'Postpartum Visit', setting: 'facility', facilityKind: 'clinic', durationMinutes: 60, diagnoses: ['Z39.2'] }, '59899', ['HD'], 1, 6211, '11'],
    ['postpartum visit by video', { serviceType: 'Postpartum Visit', ...video, durationMinutes: 65, diagnoses: ['Z39.2'] }, '59899', ['HD', '95'], 1, 6211, '10'],
    ['extended postpartum support at home', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 180, diagnoses: ['Z39.2'] }, '59899', ['HD'], 1, 6211, '12'],
    ['vaginal birth in a hospital', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['O80', 'Z37.0'] }, '59409', ['HD'], 1, 68569, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['O34.211', 'Z37.0'] }, '59612', ['HD'], 1, 77528, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['O82', 'Z37.0'] }, '59514', ['HD'], 1, 77628, '21'],
    ['cesarean after an attempted VBAC', { serviceType: 'Cesarean Section', ...hospital, deliveryType: 'cesarean-after-attempted-vbac', diagnoses: ['O34.211', 'Z37.0'] }, '59620', ['HD'], 1, 80267, '21'],
  ] as const).map(row),
];

const maryland: Row[] = [
  // prettier-ignore
  ...([
    ['initial visit at home, 90 minutes: four units at most', { serviceType: 'Extended Initial Visit (90 minutes)', setting: 'home', durationMinutes: 90, diagnoses: ['Z32.2', 'Z33.1'] }, 'T1032', [], 4, 6648, '12'],
    ['prenatal visit at home, 65 minutes', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 65, diagnoses: ['Z32.2'] }, 'T1032', [], 4, 6648, '12'],
    ['prenatal visit at home, 50 minutes', { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 50, diagnoses: ['Z32.2'] }, 'T1032', [], 3, 4986, '12'],
    ['prenatal visit by video: place of service 02, no modifier', { serviceType: 'Prenatal Visit', ...video, patientAtHome: false, durationMinutes: 45, diagnoses: ['Z32.2'] }, 'T1032', [], 3, 4986, '02'],
    ['postpartum visit at home', { serviceType: 'Postpartum Visit', setting: 'home', durationMinutes: 60, diagnoses: ['Z32.2', 'Z39.2'] }, 'T1032', ['U9'], 4, 7848, '12'],
    ['postpartum visit in a clinic, 30 minutes', { serviceType: 'Postpartum Visit', setting: 'facility', facilityKind: 'clinic', durationMinutes: 30, diagnoses: ['Z32.2', 'Z39.2'] }, 'T1032', ['U9'], 2, 3924, '11'],
    ['extended postpartum support, three hours', { serviceType: 'Extended Postpartum Doula Support', setting: 'home', durationMinutes: 180, diagnoses: ['Z32.2', 'Z39.2'] }, 'T1032', ['U9'], 4, 7848, '12'],
    ['labor in a hospital, the daily rate', { serviceType: 'Support for Vaginal Delivery', ...hospital, diagnoses: ['Z32.2', 'O80'] }, 'T1033', [], 1, 80000, '21'],
    ['VBAC in a birth center', { serviceType: 'VBAC (Vaginal Birth After Cesarean)', ...birthCenter, diagnoses: ['Z32.2', 'O34.211'] }, 'T1033', [], 1, 80000, '25'],
    ['cesarean in a hospital', { serviceType: 'Cesarean Section', ...hospital, diagnoses: ['Z32.2', 'O82'] }, 'T1033', [], 1, 80000, '21'],
  ] as const).map(row),
];

describe.each([
  ['Oklahoma SoonerCare', OKLAHOMA_ID, 'OK', oklahoma],
  ['Maryland Medicaid', MARYLAND_ID, 'MD', maryland],
] as const)('%s', (_name, profileId, state, rows) => {
  const profile = seededProfile(profileId);
  it.each(rows)('$what', (expected) => expectRowBills(profile, state, '2026-03-10', expected));
});

describe('what the programs refuse, before any file is written', () => {
  const okProfile = seededProfile(OKLAHOMA_ID);
  const mdProfile = seededProfile(MARYLAND_ID);

  it.each([
    [
      okProfile,
      { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 45, diagnoses: ['Z33.1'] },
      'duration-below-minimum',
      'This payer pays only for visits of at least 60 minutes.',
    ],
    [
      okProfile,
      { serviceType: 'Support for Vaginal Delivery', setting: 'home', diagnoses: ['O80'] },
      'place-not-covered',
      'This payer does not pay for Support for Vaginal Delivery at home: only in a hospital or birthing center.',
    ],
    [
      okProfile,
      { serviceType: 'Cesarean Section', ...video, diagnoses: ['O82'] },
      'visit-kind-not-covered',
      'This payer does not pay for Cesarean Section by telehealth.',
    ],
    [
      okProfile,
      { serviceType: 'Miscarriage Support', setting: 'home', diagnoses: ['O03.9'] },
      'service-not-covered',
      'This payer has no code for Miscarriage Support.',
    ],
    [
      okProfile,
      {
        serviceType: 'Support for Vaginal Delivery',
        ...hospital,
        deliveryType: 'cesarean',
        diagnoses: ['O80'],
      },
      'delivery-type-wrong',
      'This delivery type does not match Support for Vaginal Delivery: choose the service type of the birth.',
    ],
    [
      mdProfile,
      { serviceType: 'Prenatal Visit', setting: 'home', durationMinutes: 60, diagnoses: ['Z33.1'] },
      'required-diagnosis-missing',
      'This payer needs diagnosis Z32.2 on every line: add it to the claim’s diagnoses.',
    ],
    [
      mdProfile,
      { serviceType: 'Cesarean Section', setting: 'home', diagnoses: ['Z32.2', 'O82'] },
      'place-not-covered',
      'This payer does not pay for Cesarean Section at home: only in a hospital or birthing center.',
    ],
  ] as const)('%#: %o is refused', (profile, facts, code, message) =>
    expectRefused(profile, '2026-03-10', facts, code, message),
  );
});
