import { describe, expect, it } from 'vitest';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import { defaultPayerCatalog, type PayerCatalog } from '#domain/billing/payer-mapping';
import { payerProfileSchema } from '#domain/billing/payer-profile';
import { claimWith, finding, findingsFor, findingsOf } from '#domain/testing/claim-check';

const findings = findingsFor('duration-units');

const extended = (durationMinutes: number | null) => ({
  service: { type: 'Extended Postpartum Doula Support', durationMinutes },
  diagnoses: ['Z39.2'],
});

describe('duration-units', () => {
  it('passes whole minutes on a time-billed service, and a per-visit service without any', () => {
    expect(findings(extended(180))).toEqual([]);
    expect(findings({})).toEqual([]);
  });

  it('asks for the length of a time-billed visit', () => {
    expect(findings(extended(null))).toEqual([
      finding('error', 'service.durationMinutes', /billed by time/),
    ]);
  });

  it.each([0, -30, 90.5, 2000])('refuses %s minutes', (minutes) => {
    expect(findings(extended(minutes))[0]?.message).toMatch(/whole minutes above zero/);
  });

  it('asks commercial prenatal visits for their length too (T1032 is per 15 minutes)', () => {
    expect(findings({ patient: { payerType: 'Other' } })).toHaveLength(1);
  });
});

describe('duration-units: the program’s visit-length rules', () => {
  const aetnaPrenatal = (durationMinutes: number) =>
    claimWith({
      patient: { payerType: 'Group Health', payerId: '60054' },
      service: { type: 'Prenatal Visit', durationMinutes },
    });

  it('refuses an hour-long visit left with the end time one minute after the start, and prices the hour', () => {
    // The commercial profile bills T1032 at $40.53 a started 15 minutes: an hour is 4 units.
    expect(findingsOf('duration-units', aetnaPrenatal(1))).toEqual([
      finding(
        'error',
        'service.durationMinutes',
        'This visit lasted 1 minute. If it lasted an hour it is 4 units, $162.12.',
      ),
    ]);
    expect(runClaimCheck(aetnaPrenatal(1)).canSubmit).toBe(false);
    expect(findingsOf('duration-units', aetnaPrenatal(60))).toEqual([]);
  });

  const programCatalog = (rule: Record<string, unknown>): PayerCatalog => {
    const commercial = defaultPayerCatalog.profiles.find((p) => p.id === 'commercial-other');
    if (!commercial) throw new Error('no commercial profile');
    const version = commercial.versions[0];
    if (!version) throw new Error('no version');
    const profile = payerProfileSchema.parse({
      id: 'test-program',
      name: 'Test State Medicaid',
      versions: [
        {
          ...version,
          services: version.services.map((service) =>
            service.serviceType === 'Prenatal Visit' ? { ...service, ...rule } : service,
          ),
        },
      ],
    });
    return {
      profiles: [profile],
      mapping: { entries: [], defaultProfileId: 'test-program' },
    };
  };
  const check = (catalog: PayerCatalog, durationMinutes: number | null) =>
    runClaimCheck(
      claimWith({
        patient: { payerType: 'Group Health', payerId: '60054' },
        service: { type: 'Prenatal Visit', durationMinutes },
      }),
      { catalog },
    ).findings.filter((f) => f.rule === 'duration-units');

  it('refuses a visit shorter than the program’s minimum, naming the program and the minimum', () => {
    const catalog = programCatalog({ unit: { kind: 'per-visit' }, minimumMinutes: 60 });
    expect(check(catalog, 45)).toEqual([
      finding(
        'error',
        'service.durationMinutes',
        'Test State Medicaid pays for this visit only when it lasts at least 60 minutes; this one lasted 45 minutes.',
      ),
    ]);
    expect(check(catalog, 60)).toEqual([]);
    expect(check(catalog, null)[0]?.message).toMatch(/at least 60 minutes, so it needs/);
  });

  it('bills a long visit at the ceiling per visit and says so as a warning', () => {
    const catalog = programCatalog({
      unit: {
        kind: 'per-minutes',
        minutesPerUnit: 15,
        rounding: 'whole-units',
        maxUnitsPerVisit: 4,
      },
    });
    expect(check(catalog, 95)).toEqual([
      finding(
        'warning',
        'service.durationMinutes',
        'Test State Medicaid pays at most 4 units for one visit, so this claim bills 4, not the 6 its length would give.',
      ),
    ]);
    expect(check(catalog, 14)[0]?.message).toMatch(
      /whole 15-minute units.*14 minutes: less than one unit/,
    );
  });
});
