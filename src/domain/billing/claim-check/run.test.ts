import { describe, expect, it } from 'vitest';
import { claimCheckRules } from './rules.ts';
import { claimCheckContext, runClaimCheck } from './run.ts';
import { cleanClaim, claimWith, prior } from '#domain/testing/claim-check';

describe('runClaimCheck', () => {
  it('finds nothing in a clean claim and lets it be submitted', () => {
    const result = runClaimCheck(cleanClaim());
    // Only a note of what it relies on: Medi-Cal's standing recommendation.
    expect(result.findings).toEqual(result.notes);
    expect(result.notes.map((note) => note.message)).toEqual([
      'Covered by California’s standing recommendation',
    ]);
    expect(result.canSubmit).toBe(true);
    expect(result.context.lines).toMatchObject({ ok: true, totalCents: 16211 });
  });

  it('gives every rule its own id and every finding plain words and a fix', () => {
    const ids = claimCheckRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    const messy = claimWith({
      provider: {
        npi: '1234567891',
        taxId: '000-00-0000',
        billingAddress: { street: 'PO Box 12', zip: '95814' },
      },
      service: {
        type: 'Prenatal Visit',
        date: '2025-03-10',
        setting: 'facility',
        durationMinutes: null,
      },
      facility: { npi: '9876543210', kind: null },
      diagnoses: ['Z3A.30', 'O80', 'Z99.99', 'Z3A.30'],
      otherClaims: [prior('2025-03-10', 'Prenatal Visit')],
    });
    const result = runClaimCheck(messy);
    expect(result.canSubmit).toBe(false);
    for (const finding of result.findings) {
      expect(ids).toContain(finding.rule);
      // A note is a heading as the issue words it ("Covered by …"), not a sentence.
      if (finding.severity !== 'info') expect(finding.message).toMatch(/\.$/);
      expect(finding.fix).toMatch(/\.$/);
      expect(finding.message).not.toMatch(/undefined|null|NaN|\[object/);
    }
    expect(new Set(result.findings.map((f) => f.rule))).toEqual(
      new Set([
        'billing-npi',
        'tax-id-format',
        'billing-address-street',
        'billing-zip-plus-four',
        'payer-coverage',
        'facility-npi',
        'diagnosis-list',
        'diagnosis-exists',
        'diagnosis-principal',
        'diagnosis-fits-service',
        'duplicate-claim',
        // A note: the visit relies on Medi-Cal's standing recommendation.
        'recommendation-on-file',
      ]),
    );
  });

  it('keeps warnings apart from errors: warnings alone do not stop a claim', () => {
    const result = runClaimCheck(
      claimWith({ provider: { billingAddress: { street: '1 Main St', zip: '95814' } } }),
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.rule)).toEqual(['billing-zip-plus-four']);
    expect(result.canSubmit).toBe(true);
  });

  it('lets a rule be called on its own, detached from its object', () => {
    const context = claimCheckContext(claimWith({ provider: { npi: '1234567891' } }));
    const rule = claimCheckRules.find((r) => r.id === 'billing-npi')!;
    const { check } = rule;
    expect(check(context).map((f) => f.rule)).toEqual(['billing-npi']);
  });

  it('runs only the rules it is given', () => {
    const result = runClaimCheck(claimWith({ diagnoses: [] }), { rules: [] });
    expect(result.findings).toEqual([]);
  });

  it('does not stumble over a claim with nothing filled in yet', () => {
    const result = runClaimCheck(
      claimWith({
        provider: { npi: '', taxId: '', billingAddress: { street: '', zip: '' } },
        patient: { dateOfBirth: '', payerType: '', payerId: '', pregnancies: [] },
        service: { type: '', date: '', setting: 'home', durationMinutes: null },
        diagnoses: [],
      }),
    );
    expect(result.canSubmit).toBe(false);
    expect(result.findings.map((f) => f.rule)).toEqual([
      'billing-npi',
      'tax-id-format',
      'billing-address-street',
      'billing-zip-plus-four',
      'service-date-required',
      'diagnosis-required',
    ]);
  });
});
