import { describe, expect, it } from 'vitest';
import type { BatchDetail, CreatedBatch } from '#domain/claims/batches';
import { validate837p } from '../../formats/x12/testing/validate-837p.ts';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import { acknowledgement999 } from '../../testing/response-files.ts';
import { expectLastMove } from '../../testing/write-checks.ts';

/**
 * Resend, on a real PostgreSQL: a batch the clearinghouse's 999 rejected goes again as a new
 * batch of its claims (operators only, audited), once however many clicks; its file passes the
 * project's 837P checks; a batch not rejected, or whose claims already went again, answers in
 * one sentence and nothing is made.
 */
const c = useConsoleAnswers('batch-resend@example.com');
const { h, operator, claimOf, batchOf } = c;

const file = (text: string) => ({ name: 'answer.x12', bytes: Buffer.from(text) });
const resend = (id: string, cookie = h.ops) =>
  h.t.as(cookie).post(`/api/operator/batches/${id}/resend`);

async function rejectedBatch(count = 2) {
  const claims = [];
  for (let i = 0; i < count; i += 1) claims.push(await c.doula.submit());
  const sent = await batchOf(claims);
  await c.imports.importResponse(file(acknowledgement999(sent.number, 'rejected')), operator);
  return { claims, sent };
}

async function batchCount(): Promise<number> {
  const { rows } = await h.t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM claim_batches',
  );
  return rows[0]!.n;
}

async function resendAudits(batchId: string) {
  const { rows } = await h.t.database.pool.query<{ user_id: string | null }>(
    "SELECT user_id FROM audit_events WHERE action = 'batch.resend' AND entity_id = $1",
    [batchId],
  );
  return rows;
}

describe('POST /api/operator/batches/:id/resend', () => {
  it('makes a new batch of the same claims, in order, whose 837P passes the X12 checks; audited', async () => {
    const { claims, sent } = await rejectedBatch();
    for (const claim of claims) expect((await claimOf(claim)).status).toBe('rejected');

    const response = await resend(sent.id);
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json() as CreatedBatch;
    expect(made.number).toBeGreaterThan(sent.number);
    expect(made.claims.map((claim) => claim.formId)).toEqual(claims.map((claim) => claim.formId));
    expect(made).toMatchObject({ state: 'open', resends: sent.number, resentAs: null });

    const download = await h.get(`/api/operator/batches/${made.id}/file`, h.ops);
    expect(download.statusCode).toBe(200);
    expect(validate837p(download.body)).toEqual([]);

    for (const claim of claims) {
      expectLastMove(await claimOf(claim), {
        from: 'rejected',
        to: 'processing',
        by: operator.email,
        note: `Sent again in batch ${made.number} (batch ${sent.number} could not be read)`,
      });
    }
    const old = (await h.get(`/api/operator/batches/${sent.id}`, h.ops)).json() as BatchDetail;
    expect(old).toMatchObject({ state: 'rejected', resentAs: made.number });
    expect(await resendAudits(made.id)).toHaveLength(1);
  });

  it('a second click, or two at once, makes nothing twice and answers in one sentence', async () => {
    const { sent } = await rejectedBatch(1);
    const before = await batchCount();
    const [one, two] = await Promise.all([resend(sent.id), resend(sent.id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    expect(await batchCount()).toBe(before + 1);
    const made = ([one, two].find((r) => r.statusCode === 201)!.json() as CreatedBatch).number;

    const again = await resend(sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: `Batch ${sent.number} was already sent again as batch ${made}.`,
    });
    expect(await batchCount()).toBe(before + 1);
  });

  it('refuses a batch the clearinghouse did not reject, in one sentence', async () => {
    const claim = await c.doula.submit();
    const sent = await batchOf([claim]);
    const open = await resend(sent.id);
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toMatchObject({
      message: `Batch ${sent.number} was not rejected by the clearinghouse; only a rejected batch can be sent again.`,
    });
    await c.imports.importResponse(file(acknowledgement999(sent.number, 'accepted')), operator);
    expect((await resend(sent.id)).statusCode).toBe(409);
    expect((await claimOf(claim)).status).toBe('processing');
  });

  it('a batch whose claims already went again some other way: nothing to resend', async () => {
    const { claims, sent } = await rejectedBatch(1);
    const claim = claims[0]!;
    // An operator set it back to pending and sent it in a batch of its own.
    const reopened = await h.post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'pending', note: 'Sent by hand.' },
      h.ops,
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    await batchOf([claim]);
    const before = await batchCount();
    const response = await resend(sent.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      message: `Every claim of batch ${sent.number} already went again or was answered; nothing to resend.`,
    });
    expect(await batchCount()).toBe(before);
  });

  it('is the operators’ alone: signed out 401, a doula 403, an unknown batch 404', async () => {
    const { sent } = await rejectedBatch(1);
    const signedOut = await h.t.as().post(`/api/operator/batches/${sent.id}/resend`);
    expect(signedOut.statusCode).toBe(401);
    expect((await resend(sent.id, c.doula.cookie)).statusCode).toBe(403);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await resend('not-a-batch')).statusCode).toBe(404);
    // Nothing was made by the refused calls: the operator's own click still works.
    expect((await resend(sent.id)).statusCode).toBe(201);
  });
});
