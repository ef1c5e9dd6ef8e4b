import { describe, expect, it } from 'vitest';
import { finding, findingsFor, prior } from '#domain/testing/claim-check';

const findings = findingsFor('visits-per-day');

describe('visits-per-day', () => {
  it('passes one visit a day', () => {
    expect(findings({ otherClaims: [prior('2025-03-09', 'Postpartum Visit')] })).toEqual([]);
  });

  it('warns on a second visit the same day', () => {
    expect(
      findings({ otherClaims: [prior('2025-03-10', 'Extended Initial Visit (90 minutes)')] }),
    ).toEqual([finding('warning', 'service.date', /already has 1 visit billed on this day/)]);
  });

  it('leaves a same-service claim to the duplicate rule and ignores denied claims', () => {
    expect(findings({ otherClaims: [prior('2025-03-10', 'Prenatal Visit')] })).toEqual([]);
    expect(findings({ otherClaims: [prior('2025-03-10', 'Postpartum Visit', 'denied')] })).toEqual(
      [],
    );
  });

  it('does not apply to a payer without a daily limit', () => {
    const input = {
      patient: { payerType: 'Other' },
      service: { durationMinutes: 60 },
      otherClaims: [prior('2025-03-10', 'Postpartum Visit')],
    };
    expect(findings(input)).toEqual([]);
  });
});
