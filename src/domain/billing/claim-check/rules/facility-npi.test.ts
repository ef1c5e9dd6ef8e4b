import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('facility-npi');

const facilityVisit = {
  type: 'Prenatal Visit',
  date: '2025-03-10',
  setting: 'facility',
  durationMinutes: null,
} as const;

describe('facility-npi', () => {
  it.each(['1234567893', '1558598797', '1003347634', '1992861900'])(
    'passes the valid NPI %s',
    (npi) => {
      expect(findings({ service: facilityVisit, facility: { npi, kind: 'hospital' } })).toEqual([]);
    },
  );

  it.each(['1234567891', '9876543210', '1999999999'])('shows a check-digit error for %s', (npi) => {
    expect(findings({ service: facilityVisit, facility: { npi, kind: 'hospital' } })).toEqual([
      {
        rule: 'facility-npi',
        blocksSending: true,
        severity: 'error',
        field: 'facility.npi',
        message: 'The facility’s NPI number is not a valid NPI: one digit is probably mistyped.',
        fix: 'Check the number with the facility or the NPI registry and correct it in the facility.',
      },
    ]);
  });

  it('asks for a facility, or its NPI, on a facility visit', () => {
    expect(findings({ service: facilityVisit, facility: null })[0]?.message).toMatch(
      /no facility is chosen/,
    );
    expect(
      findings({ service: facilityVisit, facility: { npi: '', kind: 'clinic' } })[0]?.message,
    ).toMatch(/no NPI/);
  });

  it('ignores a facility on a home visit', () => {
    expect(findings({ facility: { npi: '1234567891', kind: 'hospital' } })).toEqual([]);
  });
});
