import { describe, expect, it } from 'vitest';
import { finding, findingsFor, prior } from '#domain/testing/claim-check';

const findings = findingsFor('duplicate-claim');

describe('duplicate-claim', () => {
  it('passes the same service on another day, or another service the same day', () => {
    expect(
      findings({
        otherClaims: [
          prior('2025-03-09', 'Prenatal Visit'),
          prior('2025-03-10', 'Postpartum Visit'),
        ],
      }),
    ).toEqual([]);
  });

  it('refuses the same patient, date and service', () => {
    expect(findings({ otherClaims: [prior('2025-03-10', 'Prenatal Visit', 'pending')] })).toEqual([
      finding(
        'error',
        'service.date',
        'You already billed a Prenatal Visit for this patient on March 10, 2025. The payer will refuse it as a duplicate.',
      ),
    ]);
  });

  it('only warns when the earlier claim was denied, and ignores rejected or void ones', () => {
    expect(
      findings({ otherClaims: [prior('2025-03-10', 'Prenatal Visit', 'denied')] })[0]?.severity,
    ).toBe('warning');
    expect(
      findings({
        otherClaims: [
          prior('2025-03-10', 'Prenatal Visit', 'rejected'),
          prior('2025-03-10', 'Prenatal Visit', 'void'),
        ],
      }),
    ).toEqual([]);
  });
});
