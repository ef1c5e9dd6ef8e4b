import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { answer277, claimStatusHarness } from '../../testing/claim-status.ts';

/**
 * Issue 27's bad input for claim status: an answer that does not read, answers another trace
 * number or another claim, a timeout and a CORE error envelope change nothing on the claim, keep
 * what came back for the operator, and are logged without PHI. Only what the transport's rule
 * allows is sent twice (a busy endpoint, before the payer had the question).
 */
const { h, acceptedClaim, claimOf, inquiriesOf } = claimStatusHarness('claim-status-bad');

const askNow = async (claim: ClaimView) => {
  const response = await h.t.as(h.ops).post(`/api/operator/claims/${claim.id}/status-inquiries`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { state: string; message: string };
};

/** What the doula sees of the claim, the parts an answer could change. */
const seen = (claim: ClaimView) => ({
  status: claim.status,
  payerAnswer: claim.payerAnswer,
  history: claim.statusHistory.length,
  payerClaimNumber: claim.payerClaimNumber,
});

/** No line the app logged names the patient or her member ID. */
function expectNoPhiLogged(claim: ClaimView) {
  const logged = h.t.logs.join('\n');
  for (const value of [
    claim.patient.firstName,
    claim.patient.lastName,
    claim.patient.policyNumber,
  ]) {
    expect(value.length).toBeGreaterThan(2);
    expect(logged).not.toContain(value);
  }
}

describe('an answer that changes nothing', () => {
  const cases: [string, () => void, RegExp, string][] = [
    [
      'a 277 that does not parse',
      () => (h.core.respond = () => 'ISA*00*broken~ST*277*0001~'),
      /could not be read/,
      'refused',
    ],
    [
      'an answer for another question (TRN trace mismatch)',
      () => (h.core.respond = (request) => answer277(request, { trace: 'SOMEONEELSES1' })),
      /another trace number/,
      'refused',
    ],
    [
      'an answer naming another claim',
      () => (h.core.respond = (request) => answer277(request, { formId: 'DB-2026-999999' })),
      /another claim/,
      'refused',
    ],
    [
      'a CORE error envelope',
      () => (h.core.faults = { answer: 'core_error' }),
      /refused the request.*CORE error ReceiverDown/,
      'failed',
    ],
  ];
  for (const [name, arrange, sentence, state] of cases) {
    it(`${name}: nothing changed on the claim, the raw answer kept, logged without PHI`, async () => {
      const claim = await acceptedClaim(31);
      arrange();
      const answered = await askNow(claim);
      expect(answered.state).toBe(state);
      expect(answered.message).toMatch(sentence);
      expect(seen(await claimOf(claim.id))).toEqual(seen(claim));
      const [inquiry] = await inquiriesOf(claim.id);
      expect(inquiry).toMatchObject({ state });
      expect(inquiry!.raw_answer).toBeTruthy();
      expect(h.core.received).toHaveLength(1);
      expectNoPhiLogged(claim);
    });
  }

  it('a timeout: nothing changed, never sent again (the payer may have the question)', async () => {
    const claim = await acceptedClaim(31);
    h.core.faults = { delayMs: 6_000 };
    const answered = await askNow(claim);
    expect(answered).toMatchObject({ state: 'failed', message: expect.stringMatching(/in time/) });
    expect(seen(await claimOf(claim.id))).toEqual(seen(claim));
    expect((await inquiriesOf(claim.id))[0]).toMatchObject({ state: 'failed', outcome: 'timeout' });
    expect(h.core.received).toHaveLength(1);
    expectNoPhiLogged(claim);
  });

  it('a busy endpoint (503) is asked once more, and the answer posted', async () => {
    const claim = await acceptedClaim(31);
    h.core.faults = { busyTimes: 1 };
    const answered = await askNow(claim);
    expect(answered.state).toBe('answered');
    expect(h.core.received).toHaveLength(2);
    expect((await claimOf(claim.id)).statusHistory.length).toBe(claim.statusHistory.length + 1);
  });
});
