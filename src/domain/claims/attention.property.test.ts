import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runClaimCheck, type SendBlocker, sendBlockersOf } from '#domain/billing/index';
import { claimWith } from '#domain/testing/claim-check';
import { attentionReasonOf } from './attention.ts';
import { claimEvents, claimTransition } from './claim-states.ts';
import type { PayerAnswer } from './payer-answer.ts';
import { recommendationAsked, type RecommendationRequest } from './recommendation-request.ts';
import { claimStatuses, type ClaimStatus } from './status.ts';

const request: RecommendationRequest = {
  askedAt: '2026-11-30T10:00:00.000Z',
  askedBy: 'ops@example.com',
  note: '',
};

/** Her ZIP code without its last four digits: a send blocker, as the claim check finds it. */
const blockers: SendBlocker[] = sendBlockersOf(
  runClaimCheck(claimWith({ provider: { billingAddress: { street: '1 Main St', zip: '95814' } } }))
    .findings,
);

const answer = (category: string): PayerAnswer => ({
  source: '277CA',
  outcome: 'accepted',
  from: 'Medi-Cal',
  date: '2026-11-23',
  statusCodes: [{ category, status: '21', entity: '' }],
  adjustments: [],
  remarkCodes: [],
  notes: [],
});

/** A claim of any status with or without each fact the other reasons read. */
const claimFacts = fc.record({
  status: fc.constantFrom(...claimStatuses),
  sendBlockers: fc.constantFrom<SendBlocker[]>([], blockers),
  correctedBy: fc.constantFrom(null, {
    id: 'c2',
    formId: 'DB-2026-000002',
    frequency: '7' as const,
  }),
  frequency: fc.constantFrom('1' as const, '7' as const, '8' as const),
  payerAnswer: fc.constantFrom(null, answer('R4'), answer('A2')),
});

describe('a claim our team asked her the recommendation for', () => {
  it('needs her while it is not paid or voided; a reason it already had keeps its words', () => {
    fc.assert(
      fc.property(claimFacts, (facts) => {
        const without = attentionReasonOf({ ...facts, recommendationRequest: null });
        const asked = attentionReasonOf({ ...facts, recommendationRequest: request });
        const settled = facts.status === 'approved' || facts.status === 'voided';
        expect(recommendationAsked({ status: facts.status, recommendationRequest: request })).toBe(
          !settled,
        );
        if (without) expect(asked).toBe(without);
        else expect(asked).toBe(settled ? null : 'recommendation-asked');
      }),
      { numRuns: 300 },
    );
  });

  it('is asked and closed in the history without moving the status; a paid or voided claim is not asked', () => {
    for (const status of claimStatuses) {
      const asking = claimTransition(status, 'recommendation-asked', { formId: 'DB-2026-000001' });
      const settled: ClaimStatus[] = ['approved', 'voided'];
      expect(asking.allowed).toBe(!settled.includes(status));
      if (asking.allowed) expect(asking).toMatchObject({ to: status, moved: false });
      const closing = claimTransition(status, 'recommendation-added');
      expect(closing.allowed).toBe(status !== 'voided');
      if (closing.allowed) expect(closing).toMatchObject({ to: status, moved: false });
    }
    expect(claimEvents).toContain('recommendation-asked');
  });

  it('examples: a pending claim asked about, a paid one, one with a blocker', () => {
    const base = {
      sendBlockers: [] as SendBlocker[],
      correctedBy: null,
      frequency: '1' as const,
      payerAnswer: null,
      recommendationRequest: request,
    };
    expect(attentionReasonOf({ ...base, status: 'pending' })).toBe('recommendation-asked');
    expect(attentionReasonOf({ ...base, status: 'processing' })).toBe('recommendation-asked');
    expect(attentionReasonOf({ ...base, status: 'approved' })).toBeNull();
    expect(attentionReasonOf({ ...base, status: 'pending', sendBlockers: blockers })).toBe(
      'cannot-be-sent',
    );
  });
});
