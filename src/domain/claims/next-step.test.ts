import { describe, expect, it } from 'vitest';
import type { NextActor } from '#domain/billing-codes/code-explanation';
import {
  adjustmentGroups,
  claimAcknowledgementCategories,
  claimAdjustmentReasons,
  remarkCodes,
} from '#domain/billing-codes/remittance-reasons';
import { glossaryCodes } from '#domain/glossary/index';
import { claimStatusCodes } from '#domain/glossary/claim-status-codes';
import { nextStepOf, waitsOnOperators, type NextStep } from './next-step.ts';
import { reasonsOf, type PayerAnswer } from './payer-answer.ts';

/**
 * The glossary walk: every code the product explains (the 835's adjustment groups, reasons and
 * remarks, the 277CA's and the 277's categories and statuses) put on a claim the payer turned
 * away, one at a time. Each fails where a reason's advice names another actor than the claim's
 * one next step, or where a $0.00 answer speaks of a lowered amount.
 */

/** Who a piece of advice sends her to, read from its words (none: it decides nothing). */
function actorNamedBy(advice: string): NextActor | 'none' {
  if (/\b(we|our team|us)\b/i.test(advice)) return 'operators';
  if (/reconsider/i.test(advice)) return 'payer';
  if (/^(Nothing to do|$)/.test(advice)) return 'none';
  return 'doula';
}

const REDUCED_AMOUNT = /\b(lower\w*|reduc\w*|difference|written off|cut|less than|below)\b/i;

const answerOf = (over: Partial<PayerAnswer>): PayerAnswer => ({
  source: '835',
  from: 'MEDI-CAL',
  date: '2026-11-20',
  outcome: 'denied',
  paidCents: 0,
  statusCodes: [],
  adjustments: [],
  remarkCodes: [],
  notes: [],
  ...over,
});

const claimOf = (answer: PayerAnswer) => ({
  status: answer.outcome === 'rejected' ? ('rejected' as const) : ('denied' as const),
  payerAnswer: answer,
  correctedBy: null,
});

/** The claim's step, and every reason's advice naming the same actor (or none). */
function expectOneActor(answer: PayerAnswer, label: string): NextStep {
  const step = nextStepOf(claimOf(answer));
  expect(step, label).not.toBeNull();
  expect(actorNamedBy(step!.step), `${label}: the step names its own actor`).toBe(step!.actor);
  for (const reason of reasonsOf(answer)) {
    const named = actorNamedBy(reason.nextStep);
    if (named !== 'none') {
      expect(named, `${label}: ${reason.code} advises "${reason.nextStep}"`).toBe(step!.actor);
    }
  }
  return step!;
}

function expectNoReducedAmount(answer: PayerAnswer, label: string) {
  const step = nextStepOf(claimOf(answer))!;
  for (const text of [
    step.reason,
    step.step,
    ...reasonsOf(answer).flatMap((r) => [r.plain, r.nextStep]),
  ]) {
    expect(text, `${label}: a $0.00 answer reads "${text}"`).not.toMatch(REDUCED_AMOUNT);
  }
}

describe('every code’s advice names the actor its table gives it', () => {
  const tables = { adjustmentGroups, claimAdjustmentReasons, remarkCodes };
  for (const [name, table] of Object.entries({ ...tables, claimAcknowledgementCategories })) {
    it(name, () => {
      for (const [code, entry] of Object.entries(table)) {
        const expected = entry.actor ?? 'none';
        expect(actorNamedBy(entry.nextStep), `${code}: "${entry.nextStep}"`).toBe(expected);
        if ('nothingPaid' in entry && entry.nothingPaid) {
          expect(actorNamedBy(entry.nothingPaid.nextStep), code).toBe(expected);
        }
      }
    });
  }
});

describe('the glossary walk: one actor on every answer', () => {
  it('each adjustment reason, under each group, denied with $0.00 paid', () => {
    for (const reason of glossaryCodes('adjustment-reason')) {
      for (const group of glossaryCodes('adjustment-group')) {
        const answer = answerOf({ adjustments: [{ group, reason, amountCents: 16211 }] });
        const label = `${group}-${reason}`;
        const step = expectOneActor(answer, label);
        const own = claimAdjustmentReasons[reason]!.actor;
        // A code that decides no step leaves the payer's decision to be reconsidered.
        expect(step.actor, label).toBe(own ?? 'payer');
        expectNoReducedAmount(answer, label);
      }
    }
  });

  it('each remark, beside the "lacks information" reason, denied with $0.00 paid', () => {
    for (const remark of glossaryCodes('remark')) {
      const answer = answerOf({
        adjustments: [{ group: 'CO', reason: '16', amountCents: 16211 }],
        remarkCodes: [remark],
      });
      expect(expectOneActor(answer, remark).actor, remark).toBe('doula');
      expectNoReducedAmount(answer, remark);
      // Alone, the remark decides the step itself.
      const alone = answerOf({ remarkCodes: [remark] });
      expect(expectOneActor(alone, `${remark} alone`).actor).toBe(remarkCodes[remark]!.actor);
    }
  });

  it('each 277CA and 277 category, with each status code, on a rejected or denied claim', () => {
    const statuses = [...Object.keys(claimStatusCodes), '21'];
    for (const category of glossaryCodes('status-category')) {
      for (const status of statuses) {
        for (const outcome of ['rejected', 'denied'] as const) {
          const answer = answerOf({
            source: '277CA',
            outcome,
            paidCents: undefined,
            statusCodes: [{ category, status, entity: '85' }],
          });
          expectOneActor(answer, `${outcome} ${category}:${status}:85`);
        }
      }
    }
  });

  it('the denial of the payment notice fixture (CO-4, MA130, N823): hers, on the claim', () => {
    const answer = answerOf({
      adjustments: [{ group: 'CO', reason: '4', amountCents: 16211 }],
      remarkCodes: ['MA130', 'N823'],
    });
    const step = expectOneActor(answer, 'CO-4');
    expect(step).toMatchObject({
      actor: 'doula',
      who: 'You',
      fix: { field: 'the service and how the visit happened', where: 'new-claim' },
    });
    expect(step.step).not.toMatch(/resubmit|we will/i);
    expectNoReducedAmount(answer, 'CO-4');
  });

  it('a part-paid answer keeps its words about the lowered amount', () => {
    const answer = answerOf({
      outcome: 'partially-paid',
      paidCents: 9000,
      adjustments: [{ group: 'CO', reason: '45', amountCents: 7211 }],
    });
    expect(reasonsOf(answer)[0]?.plain).toMatch(/lowers the amount/);
  });
});

describe('the claim’s next step', () => {
  it('a file the clearinghouse could not read is ours to send again, with no X12 in her words', () => {
    for (const source of ['999', 'TA1'] as const) {
      const answer = answerOf({
        source,
        outcome: 'rejected',
        paidCents: undefined,
        notes: ['Element NM109 (segment 10, NM1 in loop 2010AA) has a code that is not valid.'],
      });
      const step = nextStepOf(claimOf(answer))!;
      expect(`${step.reason} ${step.step}`).toBe(
        'Our file to the clearinghouse had a problem. We are sending it again; nothing for you to do.',
      );
      expect(step.actor).toBe('operators');
      expect(waitsOnOperators(claimOf(answer))).toBe(true);
      const shown = reasonsOf(answer).flatMap((r) => [r.code, r.words, r.plain, r.nextStep]);
      expect(shown.join(' ')).not.toMatch(/NM1|loop|segment|element|2010AA/i);
    }
  });

  it('none for a claim that is not turned away, or already corrected', () => {
    const answer = answerOf({ adjustments: [{ group: 'CO', reason: '11', amountCents: 1 }] });
    expect(nextStepOf({ ...claimOf(answer), status: 'approved' })).toBeNull();
    expect(
      nextStepOf({
        ...claimOf(answer),
        correctedBy: { id: 'x', formId: 'DB-2026-000002', frequency: '7' },
      }),
    ).toBeNull();
  });

  it('a code we have no words for decides no step: the usual one, and she sees the claim', () => {
    const denied = answerOf({ adjustments: [{ group: 'CO', reason: '9999', amountCents: 16211 }] });
    expect(reasonsOf(denied)[0]).toMatchObject({
      code: expect.stringContaining('9999'),
      actor: null,
    });
    expect(expectOneActor(denied, 'unknown CARC')).toMatchObject({ actor: 'payer' });
    expect(waitsOnOperators(claimOf(denied))).toBe(false);
    const rejected = answerOf({
      source: '277CA',
      outcome: 'rejected',
      statusCodes: [{ category: 'A7', status: '99999', entity: '' }],
    });
    expect(nextStepOf(claimOf(rejected))).toMatchObject({ actor: 'doula' });
    expect(waitsOnOperators(claimOf(rejected))).toBe(false);
  });

  it('an operator’s rejection or denial without an answer still names a step', () => {
    const rejected = nextStepOf({ status: 'rejected', payerAnswer: null, correctedBy: null });
    expect(rejected).toMatchObject({
      actor: 'doula',
      step: 'Correct this claim and send it again.',
    });
    const denied = nextStepOf({ status: 'denied', payerAnswer: null, correctedBy: null });
    expect(denied).toMatchObject({ actor: 'payer', who: 'The payer' });
    expect(denied?.reason).toBe('The payer decided not to pay this claim.');
  });
});
