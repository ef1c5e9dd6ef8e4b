import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf, prior } from '#domain/billing/claim-check/test-fixture';

describe('visits-per-day', () => {
  it('passes one visit a day', () => {
    expect(
      findingsOf(
        'visits-per-day',
        claimWith({ otherClaims: [prior('2025-03-09', 'Postpartum Visit')] }),
      ),
    ).toEqual([]);
  });

  it('warns on a second visit the same day', () => {
    expect(
      findingsOf(
        'visits-per-day',
        claimWith({ otherClaims: [prior('2025-03-10', 'Extended Initial Visit (90 minutes)')] }),
      ),
    ).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'service.date',
        message: expect.stringMatching(/already has 1 visit billed on this day/),
      }),
    ]);
  });

  it('leaves a same-service claim to the duplicate rule and ignores denied claims', () => {
    expect(
      findingsOf(
        'visits-per-day',
        claimWith({ otherClaims: [prior('2025-03-10', 'Prenatal Visit')] }),
      ),
    ).toEqual([]);
    expect(
      findingsOf(
        'visits-per-day',
        claimWith({ otherClaims: [prior('2025-03-10', 'Postpartum Visit', 'denied')] }),
      ),
    ).toEqual([]);
  });

  it('does not apply to a payer without a daily limit', () => {
    const input = claimWith({
      patient: { payerType: 'Other' },
      service: { durationMinutes: 60 },
      otherClaims: [prior('2025-03-10', 'Postpartum Visit')],
    });
    expect(findingsOf('visits-per-day', input)).toEqual([]);
  });
});
