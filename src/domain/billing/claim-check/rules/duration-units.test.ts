import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

const extended = (durationMinutes: number | null) =>
  claimWith({
    service: { type: 'Extended Postpartum Doula Support', durationMinutes },
    diagnoses: ['Z39.2'],
  });

describe('duration-units', () => {
  it('passes whole minutes on a time-billed service, and a per-visit service without any', () => {
    expect(findingsOf('duration-units', extended(180))).toEqual([]);
    expect(findingsOf('duration-units', claimWith({}))).toEqual([]);
  });

  it('asks for the length of a time-billed visit', () => {
    expect(findingsOf('duration-units', extended(null))).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'service.durationMinutes',
        message: expect.stringMatching(/billed by time/),
      }),
    ]);
  });

  it.each([0, -30, 90.5, 2000])('refuses %s minutes', (minutes) => {
    expect(findingsOf('duration-units', extended(minutes))[0]?.message).toMatch(
      /whole minutes above zero/,
    );
  });

  it('asks commercial prenatal visits for their length too (T1032 is per 15 minutes)', () => {
    expect(
      findingsOf('duration-units', claimWith({ patient: { payerType: 'Other' } })),
    ).toHaveLength(1);
  });
});
