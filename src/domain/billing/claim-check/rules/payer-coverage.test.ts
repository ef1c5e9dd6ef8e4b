import { describe, expect, it } from 'vitest';
import { claimWith, finding, findingsFor, findingsOf } from '#domain/testing/claim-check';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import { defaultPayerCatalog } from '#domain/billing/payer-mapping';

const findings = findingsFor('payer-coverage');

describe('payer-coverage', () => {
  it('passes a service the payer codes', () => {
    expect(findings({})).toEqual([]);
  });

  it('refuses a date before the payer has a price list', () => {
    expect(findings({ service: { date: '2022-12-01' } })).toEqual([
      finding(
        'error',
        'service.date',
        'This payer has no price list for services on December 1, 2022.',
      ),
    ]);
  });

  it('refuses a service type the product does not offer', () => {
    expect(findings({ service: { type: 'Massage' } })[0]?.field).toBe('service.type');
  });

  it('asks for the facility kind and for video or phone', () => {
    expect(
      findings({
        service: { setting: 'facility' },
        facility: { npi: '1234567893', kind: null },
      }),
    ).toEqual([expect.objectContaining({ field: 'facility.kind' })]);
    expect(findings({ service: { setting: 'virtual' } })).toEqual([
      expect.objectContaining({ field: 'service.virtualMode' }),
    ]);
    expect(findings({ service: { setting: 'virtual', virtualMode: 'audio-only' } })).toEqual([]);
  });

  it('says so when the payer has no profile', () => {
    const catalog = { ...defaultPayerCatalog, profiles: [] };
    const reported = runClaimCheck(claimWith({}), { catalog }).findings.filter(
      (f) => f.rule === 'payer-coverage',
    );
    expect(reported).toEqual([
      expect.objectContaining({ severity: 'error', field: 'patient.payer' }),
    ]);
  });
});

describe('medicaid-program', () => {
  it('warns, naming her state, when no program bills her state’s Medicaid', () => {
    const findings = findingsOf(
      'medicaid-program',
      claimWith({ patient: { payerType: 'Medicaid', payerId: '', addressState: 'FL' } }),
    );
    expect(findings).toEqual([
      finding(
        'warning',
        'patient.payer',
        /We do not keep Florida Medicaid’s doula billing rules yet/,
      ),
    ]);
    expect(findingsOf('medicaid-program', claimWith({ patient: { addressState: 'CA' } }))).toEqual(
      [],
    );
  });
});
