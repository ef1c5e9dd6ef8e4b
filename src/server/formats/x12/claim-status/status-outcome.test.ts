import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClaimStatus } from '../responses/read-277ca.ts';
import { claimOutcome } from './status-outcome.ts';

/** How a 277 answer's STC categories become the claim's outcome. */

const status = (category: string, code: string, more: ClaimStatus['more'] = []): ClaimStatus => ({
  category,
  status: code,
  more,
});

describe('the claim’s outcome', () => {
  it.each([
    ['P3', '187', 'needs-information'],
    ['P4', '158', 'needs-information'],
    ['R4', '252', 'needs-information'],
    ['R16', '97', 'needs-information'],
    ['P1', '123', 'needs-information'],
    ['P2', '95', 'needs-information'],
    ['P1', '20', 'pending'],
    ['P2', '46', 'pending'],
    ['P5', '41', 'pending'],
    ['F1', '65', 'paid'],
    ['F2', '88', 'denied'],
    ['F4', '104', 'finalized'],
    ['F3N', '101', 'finalized'],
    ['A2', '20', 'acknowledged'],
    ['A7', '164', 'rejected'],
    ['A4', '35', 'not-found'],
    ['D0', '35', 'not-found'],
    ['E1', '0', 'no-answer'],
    ['Z9', '1', 'unknown'],
  ])('%s:%s is %s', (category, code, outcome) => {
    expect(claimOutcome([status(category, code)], []).outcome).toBe(outcome);
  });

  it('a request in STC10, or on a line, makes the claim need information', () => {
    expect(
      claimOutcome([status('P1', '20', [{ category: 'R4', status: '252' }])], []).outcome,
    ).toBe('needs-information');
    expect(claimOutcome([status('P1', '20')], [status('P3', '187')])).toEqual({
      outcome: 'needs-information',
      needsInformation: {
        reasons: [
          'pending: the payer is waiting for information it asked you for; the dates of service',
        ],
      },
    });
  });

  it('a finalized payment outranks an acknowledgement; an error outranks everything but a request', () => {
    expect(claimOutcome([status('A2', '20'), status('F1', '65')], []).outcome).toBe('paid');
    expect(claimOutcome([status('F1', '65'), status('E0', '21')], []).outcome).toBe('no-answer');
  });

  it('needs information exactly when some status asks for it, and then always says why', () => {
    const categories = [
      'A1',
      'A2',
      'A7',
      'D0',
      'E0',
      'E2',
      'F1',
      'F2',
      'F4',
      'P0',
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'R0',
      'R4',
      'R12',
    ];
    const codes = ['0', '20', '21', '46', '60', '65', '88', '95', '123', '187', '252'];
    const triple = fc.record({
      category: fc.constantFrom(...categories),
      status: fc.constantFrom(...codes),
    });
    fc.assert(
      fc.property(fc.array(triple, { minLength: 1, maxLength: 4 }), (triples) => {
        const result = claimOutcome(
          triples.map((t) => status(t.category, t.status)),
          [],
        );
        const asks = triples.some(
          (t) =>
            ['P3', 'P4'].includes(t.category) ||
            t.category.startsWith('R') ||
            (t.category.startsWith('P') && ['60', '95', '123'].includes(t.status)),
        );
        expect(result.outcome === 'needs-information').toBe(asks);
        expect(Boolean(result.needsInformation?.reasons.length)).toBe(asks);
      }),
    );
  });
});
