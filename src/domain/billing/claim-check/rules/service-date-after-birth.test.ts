import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('service-date-after-birth', () => {
  it('passes a date after the birth date, and the birth date itself', () => {
    expect(findingsOf('service-date-after-birth', claimWith({}))).toEqual([]);
    expect(
      findingsOf('service-date-after-birth', claimWith({ patient: { dateOfBirth: '2025-03-10' } })),
    ).toEqual([]);
  });

  it('refuses a date before the patient was born', () => {
    expect(
      findingsOf('service-date-after-birth', claimWith({ patient: { dateOfBirth: '2025-03-11' } })),
    ).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'service.date',
        message: 'The service date is before the patient’s date of birth.',
      }),
    ]);
  });

  it('says nothing while the birth date is unknown', () => {
    expect(
      findingsOf('service-date-after-birth', claimWith({ patient: { dateOfBirth: '' } })),
    ).toEqual([]);
  });
});
