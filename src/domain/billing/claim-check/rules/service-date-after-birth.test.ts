import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('service-date-after-birth');

describe('service-date-after-birth', () => {
  it('passes a date after the birth date, and the birth date itself', () => {
    expect(findings({})).toEqual([]);
    expect(findings({ patient: { dateOfBirth: '2025-03-10' } })).toEqual([]);
  });

  it('refuses a date before the patient was born', () => {
    expect(findings({ patient: { dateOfBirth: '2025-03-11' } })).toEqual([
      finding('error', 'service.date', 'The service date is before the patient’s date of birth.'),
    ]);
  });

  it('says nothing while the birth date is unknown', () => {
    expect(findings({ patient: { dateOfBirth: '' } })).toEqual([]);
  });
});
