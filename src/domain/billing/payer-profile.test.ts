import { describe, expect, it } from 'vitest';
import { commercial, mediCal } from '#domain/testing/seeded-profiles';
import {
  type PayerProfileInput,
  diagnosisFitsFor,
  limitsFor,
  payerProfileSchema,
  serviceRuleFor,
  versionOn,
  versionsOverlap,
} from './payer-profile.ts';
import { seedPayerProfiles } from './seed-profiles.ts';

/** A small valid profile to break one field at a time. */
function profileInput(): PayerProfileInput {
  return {
    id: 'test-plan',
    name: 'Test plan',
    versions: [
      {
        effectiveFrom: '2024-01-01',
        effectiveTo: '2024-12-31',
        telehealthModifiers: { 'audio-video': '95', 'audio-only': '93' },
        placeOfService: {
          home: '12',
          facility: { hospital: '21', 'birthing-center': '25', clinic: '11' },
          telehealth: { patientHome: '10', elsewhere: '02' },
        },
        services: [
          {
            serviceType: 'Prenatal Visit',
            procedureCode: 'T1032',
            unit: { kind: 'per-minutes', minutesPerUnit: 15 },
            allowedCents: 4000,
            diagnosisFits: ['Z33.1', 'Z34.*'],
          },
        ],
        timelyFiling: {
          measuredFrom: 'date-of-service',
          limit: { amount: 90, unit: 'days' },
          warnDaysBefore: 14,
        },
      },
    ],
  };
}

function issues(input: unknown) {
  const result = payerProfileSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('payer profile schema', () => {
  it('accepts a valid profile and fills its defaults', () => {
    const profile = payerProfileSchema.parse(profileInput());
    const version = profile.versions[0]!;
    expect(version.everyLineModifiers).toEqual([]);
    expect(version.limitsPerPregnancy).toEqual([]);
    expect(version.visitsPerDay).toBeNull();
    expect(version.services[0]).toMatchObject({
      visitKinds: ['in-person', 'telehealth'],
      modifiers: [],
      rateVerified: true,
    });
    expect(version.timelyFiling.reducedAfter).toBeNull();
  });

  it('refuses overlapping effective dates with a clear field error', () => {
    const input = profileInput();
    input.versions.push({ ...input.versions[0]!, effectiveFrom: '2024-06-01', effectiveTo: null });
    expect(issues(input)).toEqual([
      {
        path: 'versions.1.effectiveFrom',
        message:
          'These dates overlap the version in force from 2024-01-01 to 2024-12-31. Each date of service must have exactly one version.',
      },
    ]);
  });

  it('accepts versions that meet end to end', () => {
    const input = profileInput();
    input.versions.push({ ...input.versions[0]!, effectiveFrom: '2025-01-01', effectiveTo: null });
    expect(issues(input)).toEqual([]);
  });

  it('refuses two open-ended versions', () => {
    const input = profileInput();
    input.versions[0]!.effectiveTo = null;
    input.versions.push({ ...input.versions[0]!, effectiveFrom: '2030-01-01' });
    expect(issues(input).map((i) => i.path)).toEqual(['versions.1.effectiveFrom']);
  });

  it('refuses an end before the start and dates that do not exist', () => {
    const input = profileInput();
    input.versions[0]!.effectiveTo = '2023-12-31';
    expect(issues(input)).toEqual([
      { path: 'versions.0.effectiveTo', message: 'The end date cannot be before the start date.' },
    ]);
    input.versions[0]!.effectiveTo = '2023-02-29';
    expect(issues(input).map((i) => i.path)).toEqual(['versions.0.effectiveTo']);
  });

  it.each([
    [
      'procedure code',
      (v: Version) => {
        v.services[0]!.procedureCode = 'Z9999';
      },
      'versions.0.services.0.procedureCode',
      'This procedure code is not one the product knows.',
    ],
    [
      'modifier',
      (v: Version) => {
        v.everyLineModifiers = ['ZZ'];
      },
      'versions.0.everyLineModifiers.0',
      'This modifier is not one the product knows.',
    ],
    [
      'place of service',
      (v: Version) => {
        v.placeOfService.home = '99';
      },
      'versions.0.placeOfService.home',
      'This place-of-service code is not one the product knows.',
    ],
    [
      'diagnosis code',
      (v: Version) => {
        v.services[0]!.diagnosisFits = ['Z33.9'];
      },
      'versions.0.services.0.diagnosisFits.0',
      'This diagnosis code does not exist in the ICD-10-CM list.',
    ],
    [
      'diagnosis category',
      (v: Version) => {
        v.services[0]!.diagnosisFits = ['A00.*'];
      },
      'versions.0.services.0.diagnosisFits.0',
      'This diagnosis code does not exist in the ICD-10-CM list.',
    ],
    [
      'service type',
      (v: Version) => {
        (v.services[0] as { serviceType: string }).serviceType = 'Massage';
      },
      'versions.0.services.0.serviceType',
      'Choose one of the service types.',
    ],
  ])('refuses an unknown %s', (_name, breakIt, path, message) => {
    const input = profileInput();
    breakIt(input.versions[0]!);
    expect(issues(input)).toEqual([{ path, message }]);
  });

  it('refuses fractional or negative amounts and a service coded twice', () => {
    const input = profileInput();
    input.versions[0]!.services[0]!.allowedCents = 40.5;
    expect(issues(input).map((i) => i.path)).toEqual(['versions.0.services.0.allowedCents']);
    input.versions[0]!.services[0]!.allowedCents = -1;
    expect(issues(input).map((i) => i.path)).toEqual(['versions.0.services.0.allowedCents']);
    const twice = profileInput();
    twice.versions[0]!.services.push({
      ...twice.versions[0]!.services[0]!,
      visitKinds: ['telehealth'],
    });
    expect(issues(twice)).toEqual([
      {
        path: 'versions.0.services.1.visitKinds',
        message: 'Prenatal Visit (telehealth) is coded twice in this version.',
      },
    ]);
  });

  it('refuses a reduced-payment date after the filing limit, and unknown keys', () => {
    const input = profileInput();
    input.versions[0]!.timelyFiling.reducedAfter = { amount: 6, unit: 'months' };
    expect(issues(input).map((i) => i.path)).toEqual(['versions.0.timelyFiling.reducedAfter']);
    expect(issues({ ...profileInput(), extra: true }).length).toBe(1);
  });

  it('refuses a recommendation that extends a limit the version does not have', () => {
    const input = profileInput();
    input.versions[0]!.recommendations = {
      perClient: [
        {
          id: 'second-recommendation',
          formName: 'a second recommendation',
          serviceTypes: ['Prenatal Visit'],
          signers: ['physician'],
          extendsLimit: 'prenatal-postpartum',
          source: { title: 'Test manual', citation: 'https://example.com', readOn: '2026-12-01' },
        },
      ],
    };
    expect(issues(input)).toEqual([
      {
        path: 'versions.0.recommendations.perClient.0.extendsLimit',
        message:
          'A recommendation extends the limit “prenatal-postpartum”, which this version does not have.',
      },
    ]);
  });
});

type Version = PayerProfileInput['versions'][number];

describe('choosing a version and a rule', () => {
  it('picks the version in force on the date of service', () => {
    expect(versionOn(mediCal, '2023-01-01')?.effectiveFrom).toBe('2023-01-01');
    expect(versionOn(mediCal, '2023-12-31')?.effectiveFrom).toBe('2023-01-01');
    expect(versionOn(mediCal, '2024-01-01')?.effectiveFrom).toBe('2024-01-01');
    expect(versionOn(mediCal, '2031-05-05')?.effectiveFrom).toBe('2024-01-01');
    expect(versionOn(mediCal, '2022-12-31')).toBeUndefined();
  });

  it('tells overlapping ranges apart from touching ones', () => {
    expect(
      versionsOverlap(
        { effectiveFrom: '2024-01-01', effectiveTo: '2024-06-30' },
        { effectiveFrom: '2024-07-01', effectiveTo: null },
      ),
    ).toBe(false);
    expect(
      versionsOverlap(
        { effectiveFrom: '2024-01-01', effectiveTo: '2024-07-01' },
        { effectiveFrom: '2024-07-01', effectiveTo: null },
      ),
    ).toBe(true);
  });

  it('finds the rule, the fits and the limits of a service type', () => {
    const version = versionOn(mediCal, '2024-05-01')!;
    expect(serviceRuleFor(version, 'Prenatal Visit', 'telehealth')?.procedureCode).toBe('Z1034');
    expect(diagnosisFitsFor(version, 'Postpartum Visit')).toEqual(['Z39.2', 'Z39.1', 'Z39.0']);
    expect(limitsFor(version, 'Postpartum Visit').map((l) => l.id)).toEqual([
      'prenatal-postpartum',
    ]);
    expect(limitsFor(version, 'Cesarean Section').map((l) => l.id)).toEqual(['delivery-or-loss']);
  });
});

describe('seeded profiles', () => {
  it('hold the Medi-Cal fee-for-service chart for dates from 2024-01-01', () => {
    const version = versionOn(mediCal, '2024-01-01')!;
    const chart = Object.fromEntries(
      version.services.map((r) => [r.serviceType, [r.procedureCode, r.allowedCents, r.unit.kind]]),
    );
    expect(chart).toEqual({
      'Extended Initial Visit (90 minutes)': ['Z1032', 19798, 'per-visit'],
      'Prenatal Visit': ['Z1034', 16211, 'per-visit'],
      'Postpartum Visit': ['Z1034', 16211, 'per-visit'],
      'Extended Postpartum Doula Support': ['T1032', 4053, 'per-minutes'],
      'Support for Vaginal Delivery': ['59409', 68507, 'per-visit'],
      'VBAC (Vaginal Birth After Cesarean)': ['59612', 76869, 'per-visit'],
      'Cesarean Section': ['59620', 79573, 'per-visit'],
      'Miscarriage Support': ['T1033', 25085, 'per-visit'],
      'Abortion Support': ['59840', 25085, 'per-visit'],
    });
    expect(version.everyLineModifiers).toEqual(['XP']);
    expect(version.services.every((r) => r.rateVerified)).toBe(true);
  });

  it('hold the lower earlier Medi-Cal rates, marking the ones not published', () => {
    const version = versionOn(mediCal, '2023-06-01')!;
    const rate = (serviceType: string) =>
      version.services.find((r) => r.serviceType === serviceType);
    expect(rate('Extended Initial Visit (90 minutes)')?.allowedCents).toBe(12631);
    expect(rate('Prenatal Visit')?.allowedCents).toBe(6048);
    expect(rate('Support for Vaginal Delivery')?.allowedCents).toBe(54472);
    expect(rate('Cesarean Section')?.allowedCents).toBe(54472);
    expect(version.services.filter((r) => !r.rateVerified).map((r) => r.procedureCode)).toEqual([
      'T1032',
      'T1033',
      '59840',
    ]);
  });

  it('hold the Medi-Cal limits per pregnancy and one visit a day', () => {
    const version = versionOn(mediCal, '2024-01-01')!;
    expect(version.limitsPerPregnancy.map((l) => [l.id, l.max, l.overLimit])).toEqual([
      ['initial', 1, 'error'],
      ['prenatal-postpartum', 8, 'warning'],
      ['extended-postpartum', 2, 'warning'],
      ['delivery-or-loss', 1, 'error'],
    ]);
    expect(version.visitsPerDay).toEqual({ max: 1, overLimit: 'warning' });
  });

  it('hold a commercial profile without Z-codes or XP', () => {
    const version = versionOn(commercial, '2025-01-01')!;
    expect(version.everyLineModifiers).toEqual([]);
    expect(new Set(version.services.map((r) => r.procedureCode))).toEqual(
      new Set(['T1032', 'T1033']),
    );
    expect(version.timelyFiling).toEqual({
      measuredFrom: 'date-of-service',
      limit: { amount: 180, unit: 'days' },
      reducedAfter: null,
      warnDaysBefore: 90,
    });
  });

  it('round-trip through the schema unchanged (an operator edit starts from them)', () => {
    for (const profile of seedPayerProfiles)
      expect(payerProfileSchema.parse(profile)).toEqual(profile);
  });
});
