import { describe, expect, it } from 'vitest';
import type { PayerProfile } from './payer-profile.ts';
import { seedPayerProfiles } from './seed-profiles.ts';
import { buildServiceLines, diagnosisPointersFor, pointerLetter } from './service-lines.ts';

import { build, commercial, mediCal, visit } from '#domain/testing/service-line-fixtures';

describe('place of service and modifiers', () => {
  it.each([
    ['hospital', '21'],
    ['birthing-center', '25'],
    ['clinic', '11'],
  ] as const)('a %s is place of service %s', (facilityKind, pos) => {
    expect(build(mediCal, { setting: 'facility', facilityKind }).lines[0]?.placeOfService).toBe(
      pos,
    );
  });

  it('a facility visit needs the facility kind', () => {
    const result = buildServiceLines(mediCal, visit({ setting: 'facility', facilityKind: null }));
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'facility-kind-required' }] });
  });

  it('telehealth: 95 for video, 93 for phone only; 10 at home, 02 elsewhere', () => {
    const video = build(mediCal, { setting: 'virtual', virtualMode: 'audio-video' }).lines[0];
    expect(video).toMatchObject({
      modifiers: ['XP', '95'],
      placeOfService: '10',
      chargeCents: 16211,
    });
    const phone = build(mediCal, {
      setting: 'virtual',
      virtualMode: 'audio-only',
      patientAtHome: false,
    }).lines[0];
    expect(phone).toMatchObject({ modifiers: ['XP', '93'], placeOfService: '02' });
    const commercialVideo = build(commercial, {
      setting: 'virtual',
      virtualMode: 'audio-video',
      durationMinutes: 60,
    }).lines[0];
    expect(commercialVideo).toMatchObject({ modifiers: ['95'], units: 4 });
  });

  it('a telehealth visit needs video or phone', () => {
    const result = buildServiceLines(mediCal, visit({ setting: 'virtual' }));
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'virtual-mode-required' }] });
  });

  it('follows a profile that places all telehealth at 02 and codes telehealth apart', () => {
    const base = mediCal.versions[1]!;
    const custom: PayerProfile = {
      ...mediCal,
      versions: [
        {
          ...base,
          placeOfService: {
            ...base.placeOfService,
            telehealth: { patientHome: '02', elsewhere: '02' },
          },
          services: base.services.map((rule) =>
            rule.serviceType === 'Prenatal Visit' ? { ...rule, visitKinds: ['in-person'] } : rule,
          ),
        },
      ],
    };
    expect(
      build(custom, {
        serviceType: 'Postpartum Visit',
        diagnoses: ['Z39.2'],
        setting: 'virtual',
        virtualMode: 'audio-only',
      }).lines[0]?.placeOfService,
    ).toBe('02');
    const result = buildServiceLines(
      custom,
      visit({ setting: 'virtual', virtualMode: 'audio-video' }),
    );
    expect(result).toMatchObject({
      ok: false,
      problems: [{ code: 'visit-kind-not-covered', field: 'setting' }],
    });
  });
});

describe('diagnoses and pointers', () => {
  it('normalizes codes and points at up to four that fit, a primary one first', () => {
    const result = build(mediCal, {
      serviceType: 'Support for Vaginal Delivery',
      setting: 'facility',
      facilityKind: 'hospital',
      diagnoses: ['z3a39', 'Z37.0', 'o80', 'Z33.1', 'Z3A.40'],
    });
    expect(result.diagnoses).toEqual(['Z3A.39', 'Z37.0', 'O80', 'Z33.1', 'Z3A.40']);
    expect(result.lines[0]?.diagnosisPointers).toEqual([3, 1, 2, 5]);
  });

  it('points at the principal diagnosis when none fits, and at nothing when there is none', () => {
    expect(diagnosisPointersFor(['O80'], ['Z33.1'])).toEqual([1]);
    expect(diagnosisPointersFor([], ['Z33.1'])).toEqual([]);
  });

  it('refuses codes that do not exist and more than 12 diagnoses', () => {
    const unknown = buildServiceLines(mediCal, visit({ diagnoses: ['Z33.1', 'Z99.99'] }));
    expect(unknown).toMatchObject({
      ok: false,
      problems: [{ code: 'unknown-diagnosis', field: 'diagnoses' }],
    });
    const many = buildServiceLines(
      mediCal,
      visit({ diagnoses: Array.from({ length: 13 }, (_, i) => `Z3A.${20 + i}`) }),
    );
    expect(many).toMatchObject({ ok: false, problems: [{ code: 'too-many-diagnoses' }] });
  });

  it('writes pointers as the paper form letters', () => {
    expect([1, 4, 12].map(pointerLetter)).toEqual(['A', 'D', 'L']);
  });
});

describe('unknown service types', () => {
  it('refuses a service type the product does not offer', () => {
    const result = buildServiceLines(mediCal, visit({ serviceType: 'Massage' }));
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'unknown-service-type' }] });
  });

  it('refuses a service the profile has no code for', () => {
    const partial: PayerProfile = {
      ...commercial,
      versions: commercial.versions.map((v) => ({
        ...v,
        services: v.services.filter((r) => r.serviceType !== 'Abortion Support'),
      })),
    };
    const result = buildServiceLines(
      partial,
      visit({ serviceType: 'Abortion Support', diagnoses: ['Z33.2'] }),
    );
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'service-not-covered' }] });
  });
});

it('every seeded profile prices every service type on a date its newest version covers', () => {
  for (const profile of seedPayerProfiles) {
    const version = profile.versions.at(-1)!;
    const dateOfService =
      version.effectiveFrom < '2024-03-01' ? '2024-03-01' : version.effectiveFrom;
    for (const rule of version.services) {
      const result = buildServiceLines(profile, {
        serviceType: rule.serviceType,
        dateOfService,
        setting: 'facility',
        facilityKind: 'hospital',
        // Long enough for the program's minimum (Washington's intake lasts two hours).
        durationMinutes: Math.max(60, rule.minimumMinutes ?? 0),
        diagnoses: version.diagnosesOnEveryLine,
      });
      expect(result.ok).toBe(true);
    }
  }
});
