import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PriorClaim,
  benefitUsage,
  formatBenefitUsage,
  whatThisClaimWillUse,
} from './benefits.ts';
import { addDays, daysBetween } from './calendar.ts';
import { describeLimit, inRollingYear, pregnancyLimitSchema } from './limits.ts';
import { payerProfileVersionSchema, versionOn } from './payer-profile.ts';
import { mediCal } from '#domain/testing/seeded-profiles';

const base = {
  id: 'visits',
  label: 'Prenatal/postpartum',
  serviceTypes: ['Prenatal Visit', 'Postpartum Visit'],
  overLimit: 'warning',
};

const issueOf = (input: unknown) => {
  const result = pregnancyLimitSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a limit as data', () => {
  it('reads a limit stored before limits named what they count as visits per pregnancy', () => {
    expect(pregnancyLimitSchema.parse({ ...base, maxPerPregnancy: 8 })).toEqual({
      ...base,
      counts: 'visits',
      per: 'pregnancy',
      max: 8,
    });
    const stored = versionOn(mediCal, '2025-01-01')!.limitsPerPregnancy;
    expect(stored.every((limit) => limit.counts === 'visits' && limit.per === 'pregnancy')).toBe(
      true,
    );
  });

  it('keeps units, dollars, rolling years and days', () => {
    const limit = { ...base, counts: 'dollars', per: 'rolling-12-months', max: 80_000 };
    expect(pregnancyLimitSchema.parse(limit)).toEqual(limit);
    expect(describeLimit(pregnancyLimitSchema.parse(limit))).toBe(
      'Prenatal/postpartum: $800.00 in 12 months',
    );
    expect(describeLimit(pregnancyLimitSchema.parse({ ...base, counts: 'units', max: 80 }))).toBe(
      'Prenatal/postpartum: 80 units per pregnancy',
    );
    expect(describeLimit(pregnancyLimitSchema.parse({ ...base, per: 'day', max: 1 }))).toBe(
      'Prenatal/postpartum: 1 visit in one day',
    );
  });

  it('refuses bad input in one sentence naming the field', () => {
    expect(issueOf({ ...base, max: 0 })).toEqual([
      ['max', 'A limit’s maximum must be at least 1.'],
    ]);
    expect(issueOf({ ...base, counts: 'dollars', max: 100.5 })).toEqual([
      ['max', 'A dollar limit’s maximum must be in whole cents.'],
    ]);
    expect(issueOf({ ...base, counts: 'visits', max: 2.5 })).toEqual([
      ['max', 'A limit’s maximum must be a whole number.'],
    ]);
    expect(issueOf({ ...base, counts: 'hours', max: 2 })).toEqual([
      ['counts', 'A limit counts visits, units or dollars.'],
    ]);
    expect(issueOf({ ...base, per: 'week', max: 2 })).toEqual([
      ['per', 'A limit is per pregnancy, per rolling 12 months or per day.'],
    ]);
  });

  it('is refused inside a version, under its place in the list', () => {
    const version = versionOn(mediCal, '2025-01-01')!;
    const result = payerProfileVersionSchema.safeParse({
      ...version,
      limitsPerPregnancy: [{ ...base, max: 0 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['limitsPerPregnancy', 0, 'max']);
  });
});

const statuses = ['approved', 'pending', 'paid', 'denied', 'rejected', 'void'] as const;
const notCounted = new Set(['denied', 'rejected', 'void']);
const day = fc.integer({ min: 0, max: 1500 }).map((n) => addDays('2023-01-01', n));
const priorClaim = fc.record({
  serviceDate: day,
  serviceType: fc.constantFrom('Prenatal Visit', 'Postpartum Visit', 'Cesarean Section'),
  status: fc.constantFrom(...statuses),
  units: fc.integer({ min: 0, max: 12 }),
  chargeCents: fc.integer({ min: 0, max: 500_000 }),
}) satisfies fc.Arbitrary<PriorClaim>;

const versionWith = (limits: unknown[]) =>
  payerProfileVersionSchema.parse({
    ...versionOn(mediCal, '2025-01-01')!,
    limitsPerPregnancy: limits,
    // Its second recommendation extends a limit these versions may not have.
    recommendations: undefined,
  });

const measures = ['visits', 'units', 'dollars'] as const;
const periods = ['pregnancy', 'rolling-12-months', 'day'] as const;
const allLimits = versionWith(
  measures.flatMap((counts) =>
    periods.map((per) => ({ ...base, id: `${counts}-${per}`, counts, per, max: 10 })),
  ),
);

describe('counting a limit', () => {
  it('never goes negative, and a claim denied, rejected or void counts nothing', () => {
    fc.assert(
      fc.property(fc.array(priorClaim, { maxLength: 30 }), day, (claims, date) => {
        const scope = { date, pregnancyClaims: claims, claims };
        const usage = benefitUsage(allLimits, scope);
        const paidOnly = claims.filter((claim) => !notCounted.has(claim.status));
        const without = benefitUsage(allLimits, {
          date,
          pregnancyClaims: paidOnly,
          claims: paidOnly,
        });
        expect(usage.map((u) => u.used)).toEqual(without.map((u) => u.used));
        for (const { used, remaining } of usage) {
          expect(used).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('sums units and dollars exactly over the pregnancy', () => {
    fc.assert(
      fc.property(fc.array(priorClaim, { maxLength: 30 }), day, (claims, date) => {
        const usage = benefitUsage(allLimits, { date, pregnancyClaims: claims, claims });
        const counted = claims.filter(
          (claim) => !notCounted.has(claim.status) && claim.serviceType !== 'Cesarean Section',
        );
        const used = (id: string) => usage.find((u) => u.limit.id === id)!.used;
        expect(used('visits-pregnancy')).toBe(counted.length);
        expect(used('units-pregnancy')).toBe(counted.reduce((sum, c) => sum + c.units, 0));
        expect(used('dollars-pregnancy')).toBe(counted.reduce((sum, c) => sum + c.chargeCents, 0));
        expect(used('visits-day')).toBe(counted.filter((c) => c.serviceDate === date).length);
      }),
    );
  });

  it('takes in a rolling year exactly the 365 or 366 days up to the service date', () => {
    fc.assert(
      fc.property(day, (date) => {
        const inside = Array.from({ length: 400 }, (_, back) => addDays(date, -back)).filter(
          (claimDate) => inRollingYear(claimDate, date),
        );
        const spansLeapDay = inside.some((d) => d.endsWith('-02-29'));
        expect(inside.length).toBe(spansLeapDay ? 366 : 365);
        // The days taken in are the last ones, one after another, ending on the date itself.
        expect(inside[0]).toBe(date);
        expect(daysBetween(inside.at(-1)!, date)).toBe(inside.length - 1);
        expect(inRollingYear(addDays(date, 1), date)).toBe(false);
      }),
    );
  });
});

describe('the tracker and one more claim, for every kind of limit', () => {
  const version = versionWith([
    { ...base, id: 'visits', max: 8 },
    { ...base, id: 'units', counts: 'units', per: 'rolling-12-months', max: 80 },
    {
      ...base,
      id: 'labor',
      label: 'Labor',
      serviceTypes: ['Cesarean Section'],
      max: 1,
      overLimit: 'error',
    },
  ]);
  const visits = Array.from({ length: 5 }, (_, i): PriorClaim => ({
    serviceDate: `2025-0${i + 1}-10`,
    serviceType: 'Prenatal Visit',
    status: 'paid',
    units: i === 0 ? 10 : 9,
    chargeCents: 6_000,
  }));
  const claims = [
    ...visits,
    { ...visits[0]!, serviceDate: '2024-03-01', units: 40 },
    { ...visits[0]!, serviceDate: '2025-05-20', serviceType: 'Cesarean Section', units: 1 },
  ];
  const usage = benefitUsage(version, { date: '2025-06-01', pregnancyClaims: claims, claims });

  it('speaks each limit, per pregnancy or per rolling year', () => {
    expect(formatBenefitUsage(usage)).toBe(
      'Prenatal/postpartum visits 6 of 8 · Prenatal/postpartum units 46 of 80 in 12 months · Labor used',
    );
  });

  it('says which limit one more claim passes and by how much', () => {
    const visit = { serviceType: 'Prenatal Visit', units: 36, chargeCents: 6_000 };
    expect(whatThisClaimWillUse(usage, visit).text).toBe(
      'Prenatal/postpartum visits 7 of 8 · This visit would bring prenatal/postpartum units in 12 months to 82 of 80: 2 over the limit.',
    );
    const ninth = benefitUsage(version, {
      date: '2025-06-01',
      pregnancyClaims: [...claims, ...claims.slice(0, 2)],
      claims: [],
    });
    expect(whatThisClaimWillUse(ninth, { ...visit, units: 4 }).uses[0]).toMatchObject({
      total: 9,
      max: 8,
      over: 1,
    });
  });
});
