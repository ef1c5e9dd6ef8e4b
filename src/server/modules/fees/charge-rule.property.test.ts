import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimEvents, type ClaimEvent } from '#domain/claims/claim-states';
import {
  applyFeeStep,
  chainNetCents,
  chargingEvents,
  feeStepFor,
  type ChainFees,
  type FeeAnswerFacts,
} from '#domain/fees/charge-rule';

/**
 * The charge rule over random event sequences (decision 071): whatever answers arrive, in any
 * order and however often, a chain of corrections is charged at most once, never goes below
 * zero, and its corrections and voids cost nothing on top.
 */
const answers = fc.oneof(
  fc.constant<FeeAnswerFacts | undefined>(undefined),
  fc.record({
    source: fc.constantFrom('999', 'TA1', '277CA', '835'),
    statusCodes: fc.array(
      fc.record({ category: fc.constantFrom('A1', 'A2', 'A3', 'A4', 'A6', 'A7', 'A8', 'P1') }),
      { maxLength: 3 },
    ),
  }),
);
/** One event on one claim of the chain: the original (0), a correction (1, 2) or a void (3). */
const steps = fc.array(
  fc.record({
    claim: fc.constantFrom(0, 1, 2, 3),
    event: fc.constantFrom<ClaimEvent>(...claimEvents),
    answer: answers,
    priceCents: fc.integer({ min: 1, max: 100_000 }),
  }),
  { maxLength: 40 },
);
const frequencyOf = (claim: number) => (claim === 3 ? '8' : claim === 0 ? '1' : '7');
const empty: ChainFees = { chargedCents: null, creditedCents: null };

interface Step {
  claim: number;
  event: ClaimEvent;
  answer: FeeAnswerFacts | undefined;
  priceCents: number;
}

function run(sequence: readonly Step[]) {
  let fees = empty;
  let chargedBy: number | null = null;
  for (const step of sequence) {
    const kind = feeStepFor(step.event, { frequency: frequencyOf(step.claim) }, step.answer);
    // A credit offsets only the charge this same claim caused (fee-charges.ts).
    if (kind === 'credit' && chargedBy !== step.claim) continue;
    const next = applyFeeStep(fees, kind, step.priceCents);
    if (next.chargedCents !== null && fees.chargedCents === null) chargedBy = step.claim;
    fees = next;
  }
  return { fees, chargedBy };
}

describe('the charge rule', () => {
  it('charges a chain at most once and never below zero', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const { fees } = run(sequence);
        const net = chainNetCents(fees);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(Math.max(0, ...sequence.map((s) => s.priceCents)));
        if (fees.creditedCents !== null) expect(fees.creditedCents).toBe(fees.chargedCents);
      }),
    );
  });

  it('never charges a void request, and corrections add nothing to a charged chain', () => {
    fc.assert(
      fc.property(steps, steps, (before, after) => {
        const first = run(before);
        const both = run([...before, ...after]);
        expect(both.chargedBy).not.toBe(3);
        if (first.fees.chargedCents !== null) {
          expect(both.fees.chargedCents).toBe(first.fees.chargedCents);
        }
      }),
    );
  });

  it('charges the first acceptance at its price, and a preventable rejection credits it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...chargingEvents),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('A3', 'A6', 'A7', 'A8'),
        (event, price, category) => {
          const { fees } = run([
            { claim: 0, event, answer: undefined, priceCents: price },
            {
              claim: 0,
              event: 'rejected',
              answer: { source: '277CA', statusCodes: [{ category }] },
              priceCents: price + 1,
            },
          ]);
          expect(fees).toEqual({ chargedCents: price, creditedCents: price });
          expect(chainNetCents(fees)).toBe(0);
        },
      ),
    );
  });

  it('keeps the charge for a rejection the product could not have caught (A4)', () => {
    expect(
      feeStepFor(
        'rejected',
        { frequency: '1' },
        { source: '277CA', statusCodes: [{ category: 'A4' }] },
      ),
    ).toBe('none');
    expect(feeStepFor('rejected', { frequency: '1' }, { source: '999', statusCodes: [] })).toBe(
      'credit',
    );
    expect(feeStepFor('accepted', { frequency: '8' })).toBe('none');
    expect(feeStepFor('set-by-operator', { frequency: '1' })).toBe('none');
  });
});
