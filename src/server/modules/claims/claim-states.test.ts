import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimEvents,
  claimTransition,
  claimTransitions,
  finalClaimStatuses,
  NEW_CLAIM,
  operatorClaimStatuses,
  type ClaimEvent,
  type ClaimState,
} from '#domain/claims/claim-states';
import { claimStatuses, type ClaimStatus } from '#domain/claims/status';
import { attentionReasonOf } from '#domain/claims/attention';
import { nextStepOf } from '#domain/claims/next-step';
import type { PayerAnswer } from '#domain/claims/payer-answer';

const step = fc.record({
  event: fc.constantFrom(...claimEvents),
  requested: fc.constantFrom(...claimStatuses),
});

/** Where the table (or, for an operator, the operator's list) lets `event` take `from`. */
function allowedTarget(from: ClaimState, event: ClaimEvent, requested: ClaimStatus) {
  if (from !== NEW_CLAIM && finalClaimStatuses.includes(from)) return undefined;
  if (event === 'set-by-operator') {
    return from !== NEW_CLAIM && (operatorClaimStatuses as readonly string[]).includes(requested)
      ? requested
      : undefined;
  }
  return claimTransitions[event][from];
}

/** The state machine of src/domain (pure, so fast and exhaustive here; fast-check is a server-side test tool). */
describe('the claim state machine', () => {
  it('never reaches a status by a transition the table does not allow; final stays final', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state: ClaimState = NEW_CLAIM;
        const first = claimTransition(state, 'submitted');
        expect(first).toMatchObject({ allowed: true, to: 'pending', tellsDoula: false });
        state = 'pending';
        for (const { event, requested } of steps) {
          const transition = claimTransition(state, event, { requested, formId: 'DB-2026-000001' });
          const expected = allowedTarget(state, event, requested);
          if (!transition.allowed) {
            expect(expected).toBeUndefined();
            // One plain sentence naming the claim, never a code or a stack.
            expect(transition.reason).toMatch(/^Claim DB-2026-000001 is [a-z ]+[,;:] [^\n]+\.$/);
            continue;
          }
          expect(transition.to).toBe(expected);
          expect(transition.moved).toBe(transition.to !== state);
          if (finalClaimStatuses.includes(state)) throw new Error('a final status moved');
          state = transition.to;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives a final status no way out and a new claim no way in but submission', () => {
    for (const event of claimEvents) {
      for (const final of finalClaimStatuses) {
        expect(claimTransitions[event][final]).toBeUndefined();
        expect(claimTransition(final, event, { requested: 'pending' }).allowed).toBe(false);
      }
      if (event !== 'submitted') expect(claimTransition(NEW_CLAIM, event).allowed).toBe(false);
    }
  });

  it('tells the doula when the payer or an operator moves her claim, not for what she did', () => {
    expect(claimTransition('pending', 'sent')).toMatchObject({
      to: 'processing',
      tellsDoula: true,
    });
    expect(claimTransition('processing', 'paid')).toMatchObject({ tellsDoula: true });
    expect(claimTransition('approved', 'accepted')).toMatchObject({
      to: 'approved',
      moved: false,
      tellsDoula: false,
    });
    expect(claimTransition('denied', 'corrected')).toMatchObject({ tellsDoula: false });
    expect(claimTransition('approved', 'void-requested')).toMatchObject({ tellsDoula: false });
    // An operator's note on an unchanged status is still news for her (decision 031).
    expect(
      claimTransition('processing', 'set-by-operator', { requested: 'processing' }),
    ).toMatchObject({ moved: false, tellsDoula: true });
  });

  it('refuses in words: a batch of a decided claim, a void of a pending one, an operator voiding', () => {
    expect(claimTransition('denied', 'sent', { formId: 'DB-2026-000007' })).toEqual({
      allowed: false,
      reason:
        'Claim DB-2026-000007 is denied, so it cannot be sent to the payer; only a pending claim can.',
    });
    expect(claimTransition('pending', 'void-requested')).toMatchObject({ allowed: false });
    expect(claimTransition('approved', 'set-by-operator', { requested: 'voided' })).toMatchObject({
      allowed: false,
    });
    expect(claimTransition('voided', 'set-by-operator', { requested: 'pending' })).toEqual({
      allowed: false,
      reason: 'This claim is voided, which is final: its status cannot change any more.',
    });
  });
});

/** An answer of any source and outcome, as a claim may carry it. */
const answer = fc.record({
  source: fc.constantFrom<PayerAnswer['source']>('TA1', '999', '277CA', '277', '835'),
  outcome: fc.constantFrom<PayerAnswer['outcome']>(
    'accepted',
    'rejected',
    'paid',
    'partially-paid',
    'denied',
    'reversed',
  ),
});

describe('Resend in the state machine', () => {
  it('moves only a rejected claim, to processing; a file rejection alone is ours, not hers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...claimStatuses), answer, (status, { source, outcome }) => {
        const transition = claimTransition(status, 'resent');
        expect(transition.allowed).toBe(status === 'rejected');
        if (transition.allowed) expect(transition).toMatchObject({ to: 'processing', moved: true });
        const claim = {
          status,
          payerAnswer: {
            source,
            outcome,
            from: 'The clearinghouse',
            date: '2026-11-23',
            statusCodes: [],
            adjustments: [],
            remarkCodes: [],
            notes: [],
          },
          correctedBy: null,
          frequency: '1' as const,
          sendBlockers: [],
          recommendationRequest: null,
        };
        const ours =
          status === 'rejected' && ['999', 'TA1'].includes(source) && outcome === 'rejected';
        expect(nextStepOf(claim)?.actor === 'operators').toBe(ours);
        // Her attention never holds what our operators send again; once resent, no step is left.
        if (ours) expect(attentionReasonOf(claim)).toBeNull();
        if (transition.allowed) expect(nextStepOf({ ...claim, status: transition.to })).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
