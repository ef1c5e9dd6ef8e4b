import { describe, expect, it } from 'vitest';
import { buildServiceLines } from './service-lines.ts';
import { unitsFor } from './visit-length.ts';

import { build, commercial, mediCal, visit } from '#domain/testing/service-line-fixtures';

describe('acceptance examples', () => {
  it('Medi-Cal Prenatal Visit at home with Z33.1 → Z1034, XP, 1 unit, $162.11, POS 12', () => {
    const result = build(mediCal, {});
    expect(result.lines).toEqual([
      {
        serviceType: 'Prenatal Visit',
        dateOfService: '2024-06-10',
        procedureCode: 'Z1034',
        modifiers: ['XP'],
        units: 1,
        unitChargeCents: 16211,
        chargeCents: 16211,
        placeOfService: '12',
        diagnosisPointers: [1],
        rateVerified: true,
      },
    ]);
    expect(result.totalCents).toBe(16211);
    expect(result.diagnoses).toEqual(['Z33.1']);
  });

  it('Medi-Cal Extended Postpartum Doula Support of 180 minutes → T1032, 12 units, $486.36', () => {
    const result = build(mediCal, {
      serviceType: 'Extended Postpartum Doula Support',
      durationMinutes: 180,
      diagnoses: ['Z39.2'],
    });
    expect(result.lines[0]).toMatchObject({
      procedureCode: 'T1032',
      modifiers: ['XP'],
      units: 12,
      unitChargeCents: 4053,
      chargeCents: 48636,
      placeOfService: '12',
    });
    expect(result.totalCents).toBe(48636);
  });

  it('a commercial payer bills T1032 by time and never a Z-code or XP', () => {
    for (const serviceType of [
      'Extended Initial Visit (90 minutes)',
      'Prenatal Visit',
      'Postpartum Visit',
      'Extended Postpartum Doula Support',
    ]) {
      const diagnoses =
        serviceType.startsWith('P') && serviceType !== 'Prenatal Visit' ? ['Z39.2'] : ['Z33.1'];
      const result = build(commercial, { serviceType, durationMinutes: 180, diagnoses });
      expect(result.lines[0]).toMatchObject({ procedureCode: 'T1032', modifiers: [], units: 12 });
    }
    const birth = build(commercial, {
      serviceType: 'Support for Vaginal Delivery',
      setting: 'facility',
      facilityKind: 'hospital',
      diagnoses: ['O80', 'Z37.0'],
    });
    expect(birth.lines[0]).toMatchObject({
      procedureCode: 'T1033',
      units: 1,
      placeOfService: '21',
    });
    for (const profile of [commercial]) {
      for (const version of profile.versions) {
        for (const rule of version.services) expect(rule.procedureCode).not.toMatch(/^Z/);
      }
    }
  });

  it('a daily rate bills a labor over two calendar days as two units', () => {
    // The commercial profile's T1033 ("per diem"), priced as a daily rate with at most 2 days.
    const daily = {
      ...commercial,
      versions: commercial.versions.map((version) => ({
        ...version,
        services: version.services.map((rule) =>
          rule.procedureCode === 'T1033'
            ? { ...rule, unit: { kind: 'per-day' as const, maxUnitsPerVisit: 2 } }
            : rule,
        ),
      })),
    };
    const labor = (serviceDays: number) =>
      build(daily, {
        serviceType: 'Support for Vaginal Delivery',
        setting: 'facility',
        facilityKind: 'hospital',
        diagnoses: ['O80', 'Z37.0'],
        durationMinutes: 600,
        serviceDays,
      }).lines[0];
    expect(labor(1)).toMatchObject({ procedureCode: 'T1033', units: 1, chargeCents: 68507 });
    expect(labor(2)).toMatchObject({ units: 2, unitChargeCents: 68507, chargeCents: 137014 });
    expect(labor(3)).toMatchObject({ units: 2, chargeCents: 137014 });
  });

  it('a commercial prenatal visit needs its length (T1032 is per 15 minutes)', () => {
    const result = buildServiceLines(commercial, visit({ durationMinutes: null }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.code)).toEqual(['duration-required']);
  });
});

describe('pricing by date of service across the 2024-01-01 rate change', () => {
  it.each([
    ['Extended Initial Visit (90 minutes)', '2023-12-31', 12631],
    ['Extended Initial Visit (90 minutes)', '2024-01-01', 19798],
    ['Prenatal Visit', '2023-12-31', 6048],
    ['Prenatal Visit', '2024-01-01', 16211],
    ['Postpartum Visit', '2023-06-15', 6048],
    ['Cesarean Section', '2023-12-31', 54472],
    ['Cesarean Section', '2024-01-01', 79573],
    ['VBAC (Vaginal Birth After Cesarean)', '2023-12-31', 54472],
    ['VBAC (Vaginal Birth After Cesarean)', '2024-01-01', 76869],
  ])('Medi-Cal %s on %s is priced at %i cents', (serviceType, dateOfService, cents) => {
    const diagnoses = serviceType.startsWith('Cesarean')
      ? ['O82']
      : serviceType.startsWith('VBAC')
        ? ['O34.211']
        : serviceType.startsWith('Postpartum')
          ? ['Z39.2']
          : ['Z33.1'];
    const result = build(mediCal, {
      serviceType,
      dateOfService,
      diagnoses,
      setting: 'facility',
      facilityKind: 'hospital',
    });
    expect(result.totalCents).toBe(cents);
  });

  it('support for vaginal delivery is $544.72 in 2023 and $685.07 from 2024', () => {
    const facts = {
      serviceType: 'Support for Vaginal Delivery',
      setting: 'facility',
      facilityKind: 'birthing-center',
      diagnoses: ['O80'],
    } as const;
    expect(build(mediCal, { ...facts, dateOfService: '2023-07-01' }).totalCents).toBe(54472);
    const later = build(mediCal, { ...facts, dateOfService: '2025-07-01' });
    expect(later.totalCents).toBe(68507);
    expect(later.lines[0]).toMatchObject({ procedureCode: '59409', placeOfService: '25' });
  });

  it('marks an amount carried back from the 2024 chart as unverified', () => {
    const line = build(mediCal, {
      serviceType: 'Miscarriage Support',
      dateOfService: '2023-05-01',
      diagnoses: ['O03.9'],
    }).lines[0];
    expect(line).toMatchObject({ procedureCode: 'T1033', chargeCents: 25085, rateVerified: false });
  });

  it('has no price list before the benefit began', () => {
    const result = buildServiceLines(mediCal, visit({ dateOfService: '2022-12-31' }));
    expect(result).toMatchObject({
      ok: false,
      problems: [{ code: 'no-version', field: 'dateOfService' }],
    });
  });
});

describe('units', () => {
  const per15 = { kind: 'per-minutes', minutesPerUnit: 15 } as const;

  it.each([
    [1, 1],
    [15, 1],
    [16, 2],
    [180, 12],
    [181, 13],
    [1440, 96],
  ])('%i minutes are %i units', (minutes, units) => {
    expect(unitsFor(per15, minutes)).toEqual({ ok: true, units });
  });

  it.each([0, -15, 90.5, Number.NaN, 1441])('refuses %s minutes', (minutes) => {
    expect(unitsFor(per15, minutes)).toEqual({ ok: false, code: 'duration-invalid' });
  });

  it('needs minutes for time-billed codes, not for visits', () => {
    expect(unitsFor(per15, null)).toEqual({ ok: false, code: 'duration-required' });
    expect(unitsFor({ kind: 'per-visit' }, null)).toEqual({ ok: true, units: 1 });
  });

  it('charges 181 minutes of extended postpartum support as 13 units', () => {
    const result = build(mediCal, {
      serviceType: 'Extended Postpartum Doula Support',
      durationMinutes: 181,
      diagnoses: ['Z39.2'],
    });
    expect(result.lines[0]).toMatchObject({ units: 13, chargeCents: 13 * 4053 });
  });

  it('refuses fractional and negative minutes as a field problem', () => {
    for (const durationMinutes of [90.5, -30, 0]) {
      const result = buildServiceLines(
        mediCal,
        visit({
          serviceType: 'Extended Postpartum Doula Support',
          durationMinutes,
          diagnoses: ['Z39.2'],
        }),
      );
      expect(result).toMatchObject({
        ok: false,
        problems: [{ code: 'duration-invalid', field: 'durationMinutes' }],
      });
    }
  });
});
