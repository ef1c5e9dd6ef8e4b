import { describe, expect, it } from 'vitest';
import { correctionPlan, voidPlan, type CorrectionFacts } from './corrections.ts';

const claim = (overrides: Partial<CorrectionFacts> = {}): CorrectionFacts => ({
  status: 'rejected',
  frequency: '1',
  adjudicatedClaimNumber: '',
  resubmissionReference: '',
  correctedBy: null,
  ...overrides,
});

describe('correctionPlan', () => {
  it('sends a rejected claim the payer never adjudicated as a new original (1)', () => {
    expect(correctionPlan(claim())).toMatchObject({ allowed: true, frequency: '1', reference: '' });
  });

  it("replaces (7) a denied claim with the payer's number from its 835", () => {
    expect(
      correctionPlan(claim({ status: 'denied', adjudicatedClaimNumber: '2026330000789' })),
    ).toMatchObject({ allowed: true, frequency: '7', reference: '2026330000789' });
  });

  it('keeps replacing the same payer claim when a replacement itself was rejected', () => {
    expect(
      correctionPlan(claim({ frequency: '7', resubmissionReference: '2026330000789' })),
    ).toMatchObject({ allowed: true, frequency: '7', reference: '2026330000789' });
  });

  it.each([
    ['pending', claim({ status: 'pending' }), /Only a rejected or denied claim/],
    ['approved', claim({ status: 'approved' }), /Only a rejected or denied claim/],
    ['a void', claim({ frequency: '8', resubmissionReference: '1' }), /void request cannot/],
    [
      'already corrected',
      claim({ correctedBy: { id: 'x', formId: 'DB-2026-000009', frequency: '1' } }),
      /already corrected or voided by DB-2026-000009/,
    ],
  ])('refuses %s', (_what, facts, reason) => {
    const plan = correctionPlan(facts);
    expect(plan.allowed).toBe(false);
    if (!plan.allowed) expect(plan.reason).toMatch(reason);
  });
});

describe('voidPlan', () => {
  it('voids a denied or paid claim the payer numbered', () => {
    for (const status of ['denied', 'approved'] as const)
      expect(voidPlan(claim({ status, adjudicatedClaimNumber: '42' }))).toMatchObject({
        allowed: true,
        reference: '42',
      });
  });

  it('refuses a rejected claim, and a decided one without a payer number', () => {
    expect(voidPlan(claim()).allowed).toBe(false);
    const plan = voidPlan(claim({ status: 'denied' }));
    expect(plan).toMatchObject({ allowed: false });
    if (!plan.allowed) expect(plan.reason).toMatch(/never gave this claim a claim number/);
  });
});
