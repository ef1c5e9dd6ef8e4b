import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('diagnosis-fits-service');

describe('diagnosis-fits-service', () => {
  it('passes prenatal codes on a prenatal visit', () => {
    expect(findings({ diagnoses: ['Z33.1', 'Z34.02', 'Z3A.20'] })).toEqual([]);
  });

  it('refuses a diagnosis from another service’s list', () => {
    expect(findings({ diagnoses: ['Z33.1', 'O80'] })).toEqual([
      {
        rule: 'diagnosis-fits-service',
        severity: 'error',
        field: 'diagnoses.1',
        message: 'O80 does not fit a Prenatal Visit. The payer may refuse the claim.',
        fix: 'Choose diagnoses from the list offered for Prenatal Visit.',
      },
    ]);
  });

  it('checks delivery codes against the delivery list', () => {
    const birth = {
      type: 'Cesarean Section',
      date: '2025-03-10',
      setting: 'facility',
      durationMinutes: null,
    } as const;
    const facility = { npi: '1558598797', kind: 'hospital' } as const;
    expect(findings({ service: birth, facility, diagnoses: ['O82', 'Z37.0'] })).toEqual([]);
    expect(findings({ service: birth, facility, diagnoses: ['Z39.2'] })).toHaveLength(1);
  });

  it('leaves unknown codes to the exists rule', () => {
    expect(findings({ diagnoses: ['Z99.99'] })).toEqual([]);
  });
});
