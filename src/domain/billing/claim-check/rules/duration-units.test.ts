import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

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
