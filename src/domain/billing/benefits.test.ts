import { describe, expect, it } from 'vitest';
import { commercial, mediCal } from '#domain/testing/seeded-profiles';
import {
  type PriorClaim,
  benefitTracker,
  benefitUsage,
  claimsInSameEpisode,
  formatBenefitUsage,
  whatThisClaimWillUse,
} from './benefits.ts';
import type { PregnancyEpisode } from './episodes.ts';
import { type PayerProfile, versionOn } from './payer-profile.ts';

const version = versionOn(mediCal, '2025-01-01')!;

const claim = (serviceDate: string, serviceType: string, status = 'approved'): PriorClaim => ({
  serviceDate,
  serviceType,
  status,
  units: 1,
  chargeCents: 10_000,
});

const pregnancy: PregnancyEpisode = {
  id: 'p1',
  expectedDueDate: '2025-03-01',
  endedDate: '2025-02-27',
};
const claims = [
  claim('2024-09-01', 'Extended Initial Visit (90 minutes)'),
  claim('2024-10-01', 'Prenatal Visit'),
  claim('2024-11-01', 'Prenatal Visit'),
  claim('2024-12-01', 'Prenatal Visit', 'pending'),
  claim('2025-01-01', 'Prenatal Visit', 'denied'),
  claim('2025-02-27', 'Support for Vaginal Delivery'),
  claim('2025-03-05', 'Postpartum Visit', 'processing'),
  claim('2025-03-10', 'Postpartum Visit'),
];

describe('benefit usage', () => {
  it('counts each limit from the claims, leaving out denied ones', () => {
    const usage = benefitUsage(version, { date: '2025-04-01', pregnancyClaims: claims, claims });
    expect(usage.map((u) => [u.limit.id, u.used, u.remaining])).toEqual([
      ['initial', 1, 0],
      ['prenatal-postpartum', 5, 3],
      ['extended-postpartum', 0, 2],
      ['delivery-or-loss', 1, 0],
    ]);
    expect(formatBenefitUsage(usage)).toBe(
      'Initial visit used · Prenatal/postpartum visits 5 of 8 · Extended postpartum visits 0 of 2 · Delivery or loss used',
    );
  });

  it('says not used yet for a once-only benefit', () => {
    const none = { date: '2025-04-01', pregnancyClaims: [], claims: [] };
    expect(formatBenefitUsage(benefitUsage(version, none))).toBe(
      'Initial visit not used yet · Prenatal/postpartum visits 0 of 8 · Extended postpartum visits 0 of 2 · Delivery or loss not used yet',
    );
  });
});

describe('claims of the same pregnancy', () => {
  const next: PregnancyEpisode = { id: 'p2', expectedDueDate: '2026-08-01' };
  const later = [...claims, claim('2026-01-10', 'Prenatal Visit')];

  it('counts only the claims of the pregnancy the date falls in', () => {
    const same = claimsInSameEpisode('2025-04-01', [pregnancy, next], later);
    expect(same.assignment?.episode.id).toBe('p1');
    expect(same.claims).toHaveLength(7);
    const other = claimsInSameEpisode('2026-02-01', [pregnancy, next], later);
    expect(other.assignment?.episode.id).toBe('p2');
    expect(other.claims.map((c) => c.serviceDate)).toEqual(['2026-01-10']);
  });

  it('counts every claim together when no pregnancy is on file', () => {
    const same = claimsInSameEpisode('2025-04-01', [], later);
    expect(same).toMatchObject({ pregnancyKnown: false, assignment: null });
    expect(same.claims).toHaveLength(8);
  });

  it('counts nothing for a date outside every pregnancy', () => {
    expect(claimsInSameEpisode('2030-01-01', [pregnancy], claims)).toMatchObject({
      pregnancyKnown: true,
      assignment: null,
      claims: [],
    });
  });
});

describe('benefit tracker', () => {
  /** The tracker of the patient with these claims, under `profile`, on `today`. */
  const trackerOf = (
    profile: PayerProfile,
    episodes: PregnancyEpisode[] = [pregnancy],
    today = '2025-04-01',
  ) => benefitTracker({ profile, episodes, claims, today });

  it('summarizes the current pregnancy for the patient row', () => {
    const tracker = trackerOf(mediCal);
    expect(tracker.episode?.id).toBe('p1');
    expect(tracker.text).toBe(
      'Initial visit used · Prenatal/postpartum visits 5 of 8 · Extended postpartum visits 0 of 2 · Delivery or loss used',
    );
  });

  it('falls back to the latest pregnancy on file, or all claims', () => {
    const old: PregnancyEpisode = {
      id: 'old',
      expectedDueDate: '2020-01-01',
      endedDate: '2020-01-01',
    };
    expect(trackerOf(mediCal, [old, pregnancy], '2031-01-01').episode?.id).toBe('p1');
    expect(trackerOf(mediCal, []).usage[1]?.used).toBe(5);
  });

  it('shows only the commercial profile’s limits for a commercial patient', () => {
    expect(trackerOf(commercial).text).toBe('Initial visit used · Delivery or loss used');
  });
});

describe('what this claim will use', () => {
  const usage = benefitUsage(version, { date: '2025-04-01', pregnancyClaims: claims, claims });
  const visit = (serviceType: string) => ({ serviceType, units: 1, chargeCents: 10_000 });

  it('names the next visit of each limit the service counts against', () => {
    expect(whatThisClaimWillUse(usage, visit('Postpartum Visit'))).toEqual({
      uses: [
        {
          limitId: 'prenatal-postpartum',
          label: 'Prenatal/postpartum',
          total: 6,
          max: 8,
          over: 0,
          overLimit: false,
        },
      ],
      text: 'Prenatal/postpartum visits 6 of 8',
    });
  });

  it('says when the claim goes over the limit', () => {
    expect(whatThisClaimWillUse(usage, visit('Cesarean Section')).text).toBe(
      'Delivery or loss is already used: this one would be 1 over the limit.',
    );
  });

  it('past a limit her recommendation extends, names which of its visits this one is', () => {
    const full = benefitUsage(version, {
      date: '2025-04-01',
      pregnancyClaims: Array.from({ length: 9 }, () => claim('2025-03-01', 'Postpartum Visit')),
      claims: [],
    });
    const extension = {
      limitId: 'prenatal-postpartum',
      recommender: 'Dana Lee',
      nth: 2,
      visits: 9,
    };
    expect(whatThisClaimWillUse(full, visit('Postpartum Visit'), extension).text).toBe(
      'Prenatal/postpartum visits: all 8 used; this is visit 2 of the 9 the recommendation from Dana Lee allows',
    );
    // Another limit, or no recommendation: the over-the-limit sentence as before.
    expect(whatThisClaimWillUse(full, visit('Postpartum Visit')).text).toBe(
      'This visit would be 10 of 8 prenatal/postpartum visits: 2 over the limit.',
    );
    expect(
      whatThisClaimWillUse(full, visit('Postpartum Visit'), { ...extension, visits: null }).text,
    ).toBe(
      'Prenatal/postpartum visits: all 8 used; this is visit 2 past them, on the recommendation from Dana Lee',
    );
  });

  it('says when the service counts against no limit', () => {
    expect(
      whatThisClaimWillUse(
        benefitUsage(versionOn(commercial, '2025-01-01')!, {
          date: '2025-01-01',
          pregnancyClaims: [],
          claims: [],
        }),
        visit('Prenatal Visit'),
      ).text,
    ).toBe('This visit does not count toward a visit limit.');
  });
});
