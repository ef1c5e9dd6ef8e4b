import { describe, expect, it } from 'vitest';
import * as seeded from '#domain/testing/seeded-profiles';
import { type PayerProfile, versionOn } from './payer-profile.ts';
import { filingDeadlines, filingStanding } from './timely-filing.ts';

const rule = (profile: PayerProfile) => versionOn(profile, '2025-01-01')!.timelyFiling;
const mediCal = rule(seeded.mediCal);
const commercial = rule(seeded.commercial);

describe('filing deadlines', () => {
  it('counts Medi-Cal from the end of the month of service: full pay 6 months, accepted 12', () => {
    expect(filingDeadlines(mediCal, '2024-05-15')).toEqual({
      fullPaymentUntil: '2024-11-30',
      acceptedUntil: '2025-05-31',
    });
    expect(filingDeadlines(mediCal, '2024-08-31')).toEqual({
      fullPaymentUntil: '2025-02-28',
      acceptedUntil: '2025-08-31',
    });
  });

  it('counts commercial payers 180 days from the date of service', () => {
    expect(filingDeadlines(commercial, '2025-01-01')).toEqual({
      fullPaymentUntil: null,
      acceptedUntil: '2025-06-30',
    });
  });
});

/** The standing of a claim served on `served`, on each day of `byDay`. */
const expectStandings = (
  rule: typeof mediCal,
  served: string,
  byDay: Record<string, ReturnType<typeof filingStanding>>,
) => {
  for (const [today, standing] of Object.entries(byDay)) {
    expect(filingStanding(rule, served, today), today).toEqual(standing);
  }
};

describe('filing standing', () => {
  it('is open well before the first deadline', () => {
    expectStandings(mediCal, '2024-05-15', { '2024-06-01': { state: 'open' } });
  });

  it('warns within 30 days of the full-payment deadline, the deadline day included', () => {
    expectStandings(mediCal, '2024-05-15', {
      '2024-10-31': { state: 'closing', deadline: '2024-11-30', daysLeft: 30, reduced: true },
      '2024-11-30': { state: 'closing', deadline: '2024-11-30', daysLeft: 0, reduced: true },
      '2024-10-30': { state: 'open' },
    });
  });

  it('is reduced after six months, closing near twelve, closed after', () => {
    expectStandings(mediCal, '2024-05-15', {
      '2024-12-01': { state: 'reduced', since: '2024-11-30' },
      '2025-05-20': { state: 'closing', deadline: '2025-05-31', daysLeft: 11, reduced: false },
      '2025-05-31': { state: 'closing', deadline: '2025-05-31', daysLeft: 0, reduced: false },
      '2025-06-01': { state: 'closed', deadline: '2025-05-31' },
    });
  });

  it('warns a commercial claim from day 90 and closes it after day 180', () => {
    expectStandings(commercial, '2025-01-01', {
      '2025-03-31': { state: 'open' },
      '2025-04-01': { state: 'closing', deadline: '2025-06-30', daysLeft: 90, reduced: false },
      '2025-07-01': { state: 'closed', deadline: '2025-06-30' },
    });
  });
});
