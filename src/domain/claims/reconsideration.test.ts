import { describe, expect, it } from 'vitest';
import type { PayerAnswer } from './payer-answer.ts';
import {
  type AnsweredClaim,
  decideFix,
  NO_EVIDENCE,
  reconsiderationRefusals,
  refusalOf,
} from './reconsideration.ts';

const remittance = (reason: string, paidCents = 0): PayerAnswer => ({
  source: '835',
  from: 'MEDI-CAL',
  date: '2026-11-20',
  outcome: paidCents > 0 ? 'partially-paid' : 'denied',
  paidCents,
  statusCodes: [],
  adjustments: [{ group: 'CO', reason, amountCents: 16211 - paidCents }],
  remarkCodes: [],
  notes: [],
});

const denied = (reason: string): AnsweredClaim => ({
  status: 'denied',
  payerAnswer: remittance(reason),
  correctedBy: null,
  expectedCents: 16211,
  paidCents: 0,
});

const limit = {
  words: 'Prenatal/postpartum visits 1 of 8',
  used: 1,
  max: 8,
  source: 'Medi-Cal Provider Manual: Doula Services',
  verified: true,
};

describe('corrected claim or reconsideration', () => {
  it('a benefit maximum her tracker shows not reached is a reconsideration, said in one sentence', () => {
    const fix = decideFix(denied('119'), { ...NO_EVIDENCE, limit });
    expect(fix).toEqual({
      kind: 'reconsideration',
      ground: 'limit',
      why: 'The payer said the benefit limit was reached, but your tracker counts Prenatal/postpartum visits 1 of 8 without this claim, so the limit was not reached.',
    });
  });

  it('a limit her tracker shows reached leaves the codes to decide (the payer’s decision)', () => {
    const fix = decideFix(denied('119'), { ...NO_EVIDENCE, limit: { ...limit, used: 8 } });
    expect(fix.kind).toBe('reconsideration');
    expect(fix.ground).toBe('decision');
  });

  it('a missing modifier is hers to correct', () => {
    const fix = decideFix(denied('4'), NO_EVIDENCE);
    expect(fix.kind).toBe('corrected-claim');
    expect(fix.why).toMatch(/^A modifier on the service is missing or wrong.*correct the claim\.$/);
  });

  it('a patient not found, but covered that month by a stored coverage answer, is a reconsideration', () => {
    const coverage = { month: 'November 2026', checkedOn: '2026-11-02' };
    const fix = decideFix(denied('31'), { ...NO_EVIDENCE, coverage });
    expect(fix.ground).toBe('coverage');
    expect(fix.why).toContain('November 2, 2026');
    expect(decideFix(denied('31'), NO_EVIDENCE).kind).toBe('corrected-claim');
  });

  it('a filing deadline with the 277CA receipt in time is a reconsideration', () => {
    const fix = decideFix(denied('29'), { ...NO_EVIDENCE, receivedOn: '2026-11-05' });
    expect(fix.ground).toBe('filing');
    expect(fix.why).toContain('November 5, 2026');
  });

  it('an underpayment below the rate in force is a reconsideration naming both amounts', () => {
    const claim: AnsweredClaim = {
      status: 'approved',
      payerAnswer: remittance('45', 10000),
      correctedBy: null,
      expectedCents: 16211,
      paidCents: 10000,
    };
    const rate = { expectedCents: 16211, source: 'Medi-Cal rates', verified: true };
    expect(decideFix(claim, { ...NO_EVIDENCE, rate }).why).toBe(
      'The payer paid $100.00, less than the $162.11 of the rate in force for this service.',
    );
  });

  it('medical necessity is answered with the recommendation the claim relied on', () => {
    const recommendation = {
      summary: 'the second recommendation of Dr. Lena Ortiz (NPI 1234567893), signed 2026-10-01',
    };
    const decided = decideFix(denied('50'), { ...NO_EVIDENCE, recommendation });
    expect(decided.ground).toBe('recommendation');
    expect(decided.why).toContain(recommendation.summary);
  });

  it('medical necessity without a recommendation on file asks the plan to reconsider its decision', () => {
    expect(decideFix(denied('50'), NO_EVIDENCE)).toMatchObject({
      kind: 'reconsideration',
      ground: 'decision',
    });
  });
});

describe('a reconsideration that cannot start', () => {
  it('says why in one sentence: never answered, paid in full, already open, corrected', () => {
    const pending: AnsweredClaim = { ...denied('119'), status: 'processing', payerAnswer: null };
    expect(refusalOf(pending, false)).toBe(reconsiderationRefusals.notAnswered);
    const paid: AnsweredClaim = { ...denied('45'), status: 'approved', paidCents: 16211 };
    expect(refusalOf(paid, false)).toBe(reconsiderationRefusals.paidInFull);
    expect(refusalOf(denied('119'), true)).toBe(reconsiderationRefusals.alreadyOpen);
    const corrected = { ...denied('4'), correctedBy: { id: 'c', formId: 'DB-2026-000002' } };
    expect(refusalOf(corrected as AnsweredClaim, false)).toBe(reconsiderationRefusals.corrected);
    expect(refusalOf(denied('119'), false)).toBeNull();
  });
});
