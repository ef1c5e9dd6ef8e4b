import { describe, expect, it } from 'vitest';
import { mediCal } from '#domain/testing/seeded-profiles';
import {
  newPayerProfileVersionSchema,
  type PayerProfile,
  type PayerProfileVersionInput,
  payerProfileCreateSchema,
} from './payer-profile.ts';
import { deliveryTypesFor, lineKindOf } from './program-rules.ts';
import { seedPayerProfiles } from './seed-profiles.ts';
import { buildServiceLines, type ServiceFacts } from './service-lines.ts';

/**
 * Sourced versions and the program rules beyond codes and rates: refused in one sentence naming
 * the field when wrong, and read by the line builder; versions stored before them bill as before.
 */

const source = { title: 'A plan manual', citation: 'Section 4.2', readOn: '2026-11-30' };

/** A small valid new version, to break one field at a time. */
function version(): PayerProfileVersionInput {
  return {
    effectiveFrom: '2026-01-01',
    source,
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
        diagnosisFits: ['Z33.1', 'Z32.2'],
      },
      {
        serviceType: 'Cesarean Section',
        procedureCode: '59514',
        unit: { kind: 'per-visit' },
        allowedCents: 70000,
        diagnosisFits: ['O82'],
      },
    ],
    timelyFiling: {
      measuredFrom: 'date-of-service',
      limit: { amount: 90, unit: 'days' },
      warnDaysBefore: 14,
    },
  };
}

function issues(input: unknown) {
  const result = newPayerProfileVersionSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a new version names its source', () => {
  it('accepts a sourced version and fills the new rules with what older versions did', () => {
    const parsed = newPayerProfileVersionSchema.parse(version());
    expect(parsed).toMatchObject({
      source,
      moreSources: [],
      unverified: [],
      lineKindModifiers: { postpartum: [], labor: [] },
      telehealth: { signal: 'modifier-and-place-of-service', audioOnly: true },
      diagnosesOnEveryLine: [],
    });
    expect(parsed.services[0]).toMatchObject({
      places: ['home', 'facility'],
      byDeliveryType: [],
      unverified: [],
    });
  });

  it('refuses a version without a source, in one sentence naming the field', () => {
    const { source: _none, ...unsourced } = version();
    expect(issues(unsourced)).toEqual([
      {
        path: 'source',
        message:
          'Name this version’s source: the title of the manual or page, its address or citation, and the date it was read.',
      },
    ]);
    expect(
      payerProfileCreateSchema.safeParse({ name: 'Plan', versions: [unsourced] }).error?.issues,
    ).toMatchObject([{ path: ['versions', 0, 'source'] }]);
  });

  it.each([
    [
      'a blank source title',
      (v: PayerProfileVersionInput) => {
        v.source = { ...source, title: ' ' };
      },
      'source.title',
      'Enter the source’s title (the manual, rule or page), at most 200 characters.',
    ],
    [
      'a date read that does not exist',
      (v: PayerProfileVersionInput) => {
        v.source = { ...source, readOn: '2026-02-30' };
      },
      'source.readOn',
      'Enter the date the source was read as YYYY-MM-DD.',
    ],
    [
      'an unknown line-kind modifier',
      (v: PayerProfileVersionInput) => {
        v.lineKindModifiers = { postpartum: ['Q9'] };
      },
      'lineKindModifiers.postpartum.0',
      'This modifier is not one the product knows.',
    ],
    [
      'an unknown every-line diagnosis',
      (v: PayerProfileVersionInput) => {
        v.diagnosesOnEveryLine = ['Z99.99'];
      },
      'diagnosesOnEveryLine.0',
      'This diagnosis code does not exist in the ICD-10-CM list.',
    ],
    [
      'a ceiling below one unit',
      (v: PayerProfileVersionInput) => {
        v.services[0]!.unit = { kind: 'per-minutes', minutesPerUnit: 15, maxUnitsPerVisit: 0 };
      },
      'services.0.unit.maxUnitsPerVisit',
      'A visit’s unit ceiling must be at least one unit.',
    ],
    [
      'an unknown code for a delivery type',
      (v: PayerProfileVersionInput) => {
        v.services[1]!.byDeliveryType = [
          { deliveryType: 'cesarean', procedureCode: '59999', allowedCents: 1 },
        ];
      },
      'services.1.byDeliveryType.0.procedureCode',
      'This procedure code is not one the product knows.',
    ],
    [
      'a delivery type the service cannot be',
      (v: PayerProfileVersionInput) => {
        v.services[1]!.byDeliveryType = [
          { deliveryType: 'vaginal', procedureCode: '59409', allowedCents: 1 },
        ];
      },
      'services.1.byDeliveryType.0.deliveryType',
      'Price a delivery type only on its own labor service (a cesarean after an attempted VBAC on Cesarean Section).',
    ],
    [
      'an unknown place',
      (v: PayerProfileVersionInput) => {
        (v.services[0] as { places: unknown }).places = ['moon'];
      },
      'services.0.places.0',
      'Invalid option: expected one of "home"|"facility"',
    ],
  ])('refuses %s, naming the field', (_what, breakIt, path, message) => {
    const input = version();
    breakIt(input);
    expect(issues(input)).toEqual([{ path, message }]);
  });
});

describe('every seeded version names its source', () => {
  it.each(seedPayerProfiles.flatMap((p) => p.versions.map((v) => [p.name, v] as const)))(
    '%s',
    (_name, seeded) => {
      expect(seeded.source?.title).toBeTruthy();
      expect(newPayerProfileVersionSchema.safeParse(seeded).success).toBe(true);
    },
  );
});

describe('kinds of line and delivery', () => {
  it('names the line kind of each group and the deliveries a labor service may be', () => {
    expect(lineKindOf('Postpartum Visit')).toBe('postpartum');
    expect(lineKindOf('Extended Postpartum Doula Support')).toBe('postpartum');
    expect(lineKindOf('Cesarean Section')).toBe('labor');
    expect(lineKindOf('Miscarriage Support')).toBe('loss');
    expect(lineKindOf('Prenatal Visit')).toBe('prenatal');
    expect(deliveryTypesFor('Cesarean Section')).toEqual([
      'cesarean',
      'cesarean-after-attempted-vbac',
    ]);
    expect(deliveryTypesFor('Prenatal Visit')).toEqual([]);
  });
});

describe('versions stored before these rules bill as they did', () => {
  /** Medi-Cal's 2024 version as an older database holds it: none of the new fields. */
  const stored: PayerProfile = {
    ...mediCal,
    versions: mediCal.versions.map((v) => {
      const {
        source: _s,
        moreSources: _m,
        unverified: _u,
        lineKindModifiers: _l,
        telehealth: _t,
        diagnosesOnEveryLine: _d,
        ...rest
      } = v;
      return {
        ...rest,
        services: rest.services.map(
          ({ places: _p, byDeliveryType: _b, unverified: _r, ...rule }) => rule,
        ),
      } as unknown as PayerProfile['versions'][number];
    }),
  };
  const video: ServiceFacts = {
    serviceType: 'Postpartum Visit',
    dateOfService: '2025-05-01',
    setting: 'virtual',
    virtualMode: 'audio-only',
    diagnoses: ['Z39.2'],
  };

  it('a telehealth line keeps its modifier and place of service, and labor at home is billed', () => {
    expect(buildServiceLines(stored, video)).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'Z1034', modifiers: ['XP', '93'], placeOfService: '10' }],
    });
    expect(
      buildServiceLines(stored, {
        serviceType: 'Cesarean Section',
        dateOfService: '2025-05-01',
        setting: 'home',
        diagnoses: ['O82'],
      }),
    ).toMatchObject({ ok: true, lines: [{ procedureCode: '59620', placeOfService: '12' }] });
  });
});
