import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import { defaultPayerCatalog } from '#domain/billing/payer-mapping';

describe('payer-coverage', () => {
  it('passes a service the payer codes', () => {
    expect(findingsOf('payer-coverage', claimWith({}))).toEqual([]);
  });

  it('refuses a date before the payer has a price list', () => {
    expect(findingsOf('payer-coverage', claimWith({ service: { date: '2022-12-01' } }))).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'service.date',
        message: 'This payer has no price list for services on 2022-12-01.',
      }),
    ]);
  });

  it('refuses a service type the product does not offer', () => {
    expect(
      findingsOf('payer-coverage', claimWith({ service: { type: 'Massage' } }))[0]?.field,
    ).toBe('service.type');
  });

  it('asks for the facility kind and for video or phone', () => {
    const facility = claimWith({
      service: { setting: 'facility' },
      facility: { npi: '1234567893', kind: null },
    });
    expect(findingsOf('payer-coverage', facility)).toEqual([
      expect.objectContaining({ field: 'facility.kind' }),
    ]);
    const virtual = claimWith({ service: { setting: 'virtual' } });
    expect(findingsOf('payer-coverage', virtual)).toEqual([
      expect.objectContaining({ field: 'service.virtualMode' }),
    ]);
    expect(
      findingsOf(
        'payer-coverage',
        claimWith({ service: { setting: 'virtual', virtualMode: 'audio-only' } }),
      ),
    ).toEqual([]);
  });

  it('says so when the payer has no profile', () => {
    const catalog = { ...defaultPayerCatalog, profiles: [] };
    const findings = runClaimCheck(claimWith({}), { catalog }).findings.filter(
      (f) => f.rule === 'payer-coverage',
    );
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', field: 'patient.payer' }),
    ]);
  });
});
