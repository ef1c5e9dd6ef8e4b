import { describe, expect, it } from 'vitest';
import { attentionReasonOf } from '#domain/claims/attention';
import type { ClaimView } from '#domain/claims/view';
import { answer277, askedIn, claimStatusHarness } from '../../testing/claim-status.ts';
import { submitClaim } from '../../testing/doulas.ts';
import { ASK_TICK } from './index.ts';

/**
 * The claim status job against a CORE endpoint on loopback: a claim the payer accepted and has
 * said nothing about for 30 days gets a 276; the 277 is posted to it like a 277CA. Issue 27's
 * acceptance point: "pended: more information" puts it under Needs your attention, in words.
 */
const { h, acceptedClaim, claimOf, inquiriesOf } = claimStatusHarness('claim-status');

async function runTheJob() {
  await h.t.app.jobs.enqueue(ASK_TICK);
  await h.t.app.jobs.runDueNow();
  await h.t.app.jobs.drained(20_000);
}

const inAttentionList = async (claim: ClaimView) => {
  const response = await h.t.as(h.doula.cookie).get('/api/claims?attention=1&limit=100');
  expect(response.statusCode, response.body).toBe(200);
  const { items } = response.json() as { items: { id: string }[] };
  return items.some((item) => item.id === claim.id);
};

describe('the claim status job', () => {
  it('asks about a claim accepted 30 days ago with no 835, and a pended answer puts it under Needs your attention in words', async () => {
    const claim = await acceptedClaim(30);
    expect(await inAttentionList(claim)).toBe(false);
    await runTheJob();

    const asked = h.core.received.map((envelope) => askedIn(envelope.payload));
    expect(asked.map((question) => question.formId)).toContain(claim.formId);
    const request = h.core.received.find((e) => askedIn(e.payload).formId === claim.formId)!;
    expect(request.payloadType).toBe('X12_276_Request_005010X212');
    expect(request.payload).toMatch(/^ISA\*/);
    expect(request.payload).toContain('ST*276*');
    expect(request.payload).toContain('REF*1K*2026328000456~');

    const after = await claimOf(claim.id);
    expect(after.status).toBe('processing');
    expect(attentionReasonOf(after)).toBe('payer-asks');
    expect(await inAttentionList(after)).toBe(true);
    const note = after.statusHistory.at(-1)!.note;
    expect(note).toContain('Claim status answer (277) from MEDI-CAL');
    expect(note).toContain('more information is needed');
    expect(note).toContain('the payer is waiting for information it asked you for');
    expect(after.payerAnswer).toMatchObject({ source: '277', from: 'MEDI-CAL' });

    const [inquiry] = await inquiriesOf(claim.id);
    expect(inquiry).toMatchObject({ state: 'answered', outcome: 'needs-information' });
    expect(inquiry!.raw_answer).toContain(`TRN*2*${inquiry!.trace_number}~`);
    expect(note).toContain(inquiry!.trace_number);
  });

  it('does not ask about a claim quiet for 29 days, nor again one it just asked about', async () => {
    const early = await acceptedClaim(29);
    const asked = await acceptedClaim(31);
    await runTheJob();
    const formIds = () => h.core.received.map((envelope) => askedIn(envelope.payload).formId);
    expect(formIds()).toContain(asked.formId);
    expect(formIds()).not.toContain(early.formId);
    h.core.received.length = 0;
    await runTheJob();
    expect(formIds()).not.toContain(asked.formId);
  });

  it('waits the days the payer profile says', async () => {
    const claim = await acceptedClaim(31);
    await h.t.database.pool.query('UPDATE payer_profiles SET claim_status_after_days = 45');
    try {
      await runTheJob();
      const formIds = h.core.received.map((envelope) => askedIn(envelope.payload).formId);
      expect(formIds).not.toContain(claim.formId);
    } finally {
      await h.t.database.pool.query('UPDATE payer_profiles SET claim_status_after_days = 30');
    }
  });

  it('finds the due claims through the index, a bounded walk', async () => {
    const { rows } = await h.t.database.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM claims
       WHERE deleted = false AND status = 'processing' AND updated_at < now() - interval '7 days'
       ORDER BY updated_at, id LIMIT 50`,
    );
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'claims_processing_quiet_idx',
    );
  });
});

describe('"Ask now"', () => {
  it('asks at once for an operator, audited, and says what the payer answered', async () => {
    const claim = await acceptedClaim(2);
    h.core.respond = (request) => answer277(request, { stc: 'P1:20*20261226**162.11' });
    const response = await h.t
      .as(h.ops)
      .post(`/api/operator/claims/${claim.formId}/status-inquiries`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      formId: claim.formId,
      state: 'answered',
      message: expect.stringContaining('the payer is still deciding the claim'),
    });
    const after = await claimOf(claim.id);
    expect(attentionReasonOf(after)).toBeNull();
    const { rows } = await h.t.database.pool.query(
      `SELECT 1 FROM audit_events WHERE action = 'claim.ask_status' AND entity_id = $1`,
      [claim.formId],
    );
    expect(rows).toHaveLength(1);
  });

  it('is not for a doula, and not for another claim than one the payer decides', async () => {
    const claim = await acceptedClaim(2);
    const asDoula = await h.t
      .as(h.doula.cookie)
      .post(`/api/operator/claims/${claim.id}/status-inquiries`);
    expect(asDoula.statusCode).toBe(403);
    const pendingId = await submitClaim(h.t, h.doula);
    const refused = await h.t.as(h.ops).post(`/api/operator/claims/${pendingId}/status-inquiries`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { message: expect.stringContaining('is not being decided by the payer') },
    });
    expect(h.core.received).toHaveLength(0);
  });
});
