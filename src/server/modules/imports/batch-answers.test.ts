import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '#domain/claims/batches';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import {
  acceptedAndRejected277ca,
  acknowledgement999,
  onOneLine,
  paid835,
} from '../../testing/response-files.ts';
import { expectLastMove } from '../../testing/write-checks.ts';

/**
 * The payer's answers close the loop on a batch, on a real PostgreSQL: a 999 is matched to the
 * batch it acknowledges (group and transaction control number) and, when it rejects the file,
 * rejects every claim of it; a claim the payer has answered leaves its open batch, and a batch
 * with every claim answered closes, so a rejected claim is never kept from a new batch.
 */
const c = useConsoleAnswers('batch-answers@example.com');
const { h, operator, claimOf, batchOf, answered } = c;

const file = (text: string) => ({ name: 'answer.x12', bytes: Buffer.from(text) });
async function batch(id: string): Promise<BatchDetail> {
  const response = await h.get(`/api/operator/batches/${id}`, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BatchDetail;
}

async function queuedEmails(): Promise<number> {
  const { rows } = await h.t.database.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'",
  );
  return rows[0]!.n;
}

describe('999 for one of our batches', () => {
  it('accepted: the batch says so, with when; its claims keep waiting for the payer', async () => {
    const claims = [await c.doula.submit(), await c.doula.submit()];
    const sent = await batchOf(claims);
    expect(sent).toMatchObject({ state: 'open', answeredCount: 0, acknowledgement: null });

    const result = await c.imports.importResponse(
      file(acknowledgement999(sent.number, 'accepted')),
      operator,
    );
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.matched).toEqual([]);
    expect(result.unmatched).toEqual([]);
    expect(result.import.notes).toEqual([`Batch ${sent.number}: accepted by the clearinghouse.`]);

    const seen = await batch(sent.id);
    expect(seen).toMatchObject({
      status: 'open',
      state: 'accepted',
      answeredCount: 0,
      acknowledgement: {
        status: 'accepted',
        at: result.import.importedAt,
        transactions: [{ controlNumber: String(sent.number).padStart(4, '0'), status: 'accepted' }],
        problems: [],
      },
    });
    for (const claim of claims) expect((await claimOf(claim)).status).toBe('processing');

    const list = await h.admin('batch', 'list', '--limit', '5');
    expect(list.code, list.out).toBe(0);
    expect(list.out.split('\n')[0]).toContain(
      `answered 0 of 2  Accepted by the clearinghouse (999 imported ${result.import.importedAt})`,
    );
  });

  it('rejected: every claim of the batch is rejected, calmly, emails its doula, and leaves the batch; the X12 detail is the batch’s', async () => {
    const claims = [await c.doula.submit(), await c.doula.submit()];
    const sent = await batchOf(claims);
    const emails = await queuedEmails();
    const text = acknowledgement999(sent.number, 'rejected');

    const result = await c.imports.importResponse(file(text), operator);
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.matched).toEqual(
      claims.map((claim) => ({
        formId: claim.formId,
        claimId: claim.id,
        change: 'processing → rejected',
      })),
    );
    expect(result.import.notes).toEqual([
      `Batch ${sent.number}: rejected by the clearinghouse; its 2 claims are rejected.`,
      `Batch ${sent.number} is closed: the payer has answered every claim in it.`,
    ]);
    expect(await queuedEmails()).toBe(emails + 2);

    const why =
      'Element NM109 (segment 10, NM1 in loop 2010AA) has a code that is not valid. The HI segment (segment 23, HI in loop 2300) is required but missing.';
    for (const claim of claims) {
      const view = await claimOf(claim);
      expectLastMove(view, {
        from: 'processing',
        to: 'rejected',
        by: operator.email,
        note: 'Our file to the clearinghouse had a problem. We are sending it again; nothing for you to do.',
      });
      expect(view.payerAnswer).toMatchObject({ source: '999', outcome: 'rejected' });
      // No segment, loop or element of the file reaches her claim.
      expect(JSON.stringify(view)).not.toMatch(/NM109|loop 2010AA|segment \d/);
    }
    expect(await batch(sent.id)).toMatchObject({
      status: 'closed',
      state: 'rejected',
      answeredCount: 2,
      acknowledgement: { status: 'rejected', problems: why.split(/(?<=\.) /) },
    });

    // The same file again, or the same interchange in other bytes, changes nothing.
    const history = (await claimOf(claims[0]!)).statusHistory.length;
    expect((await c.imports.importResponse(file(text), operator)).repeated).toBe(true);
    const again = await c.imports.importResponse(file(onOneLine(text)), operator);
    expect(again.import.outcome).toBe('refused');
    expect((await claimOf(claims[0]!)).statusHistory).toHaveLength(history);
    expect(await queuedEmails()).toBe(emails + 2);
  });

  it('a group we never sent, or a transaction set our batch does not have, is listed, never dropped', async () => {
    const unknown = await c.imports.importResponse(
      file(acknowledgement999(987_654_321, 'rejected')),
      operator,
    );
    expect(unknown.import.outcome).toBe('accepted');
    expect(unknown.unmatched).toEqual([
      expect.objectContaining({
        reference: '987654321',
        reason: 'No batch has this group control number.',
        details: expect.objectContaining({ file: '999', status: 'rejected' }),
      }),
    ]);

    const claim = await c.doula.submit();
    const sent = await batchOf([claim]);
    const stranger = acknowledgement999(sent.number, 'accepted').replace(
      /^AK2\*837\*\d+/m,
      'AK2*837*7777',
    );
    const result = await c.imports.importResponse(file(stranger), operator);
    expect(result.unmatched).toEqual([
      expect.objectContaining({
        reference: `${sent.number}/7777`,
        reason: `Batch ${sent.number} has no transaction set with control number 7777.`,
      }),
    ]);
    // The group was accepted as a whole (AK9 A): so was our transaction set, unlisted.
    expect((await batch(sent.id)).state).toBe('accepted');
    expect((await claimOf(claim)).status).toBe('processing');
  });
  it('partly accepted: says which transaction sets were accepted and which were not', async () => {
    const claim = await c.doula.submit();
    const sent = await batchOf([claim]);
    const ours = String(sent.number).padStart(4, '0');
    const text = acknowledgement999(sent.number, 'accepted')
      .replace('IK5*A~', 'IK5*A~\nAK2*837*7777*005010X222A1~\nIK5*R*5~')
      .replace('AK9*A*1*1*1', 'AK9*P*2*2*1')
      .replace('SE*6*', 'SE*8*');
    const result = await c.imports.importResponse(file(text), operator);
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.notes).toEqual([
      `Batch ${sent.number}: partly accepted (transaction ${ours} accepted, transaction 7777 rejected) by the clearinghouse.`,
    ]);
    expect(result.unmatched.map((item) => item.reference)).toEqual([`${sent.number}/7777`]);
    expect(await batch(sent.id)).toMatchObject({
      state: 'partly-accepted',
      acknowledgement: {
        status: 'partly-accepted',
        transactions: [
          { controlNumber: ours, status: 'accepted' },
          { controlNumber: '7777', status: 'rejected' },
        ],
        problems: ['Transaction 7777: One or more segments are in error.'],
      },
    });
    expect((await claimOf(claim)).status).toBe('processing');
  });
});

describe('a batch closes as the payer answers its claims', () => {
  it('277CA and 835 answers take claims out of their open batch; the last one closes it', async () => {
    const [first, second] = [await c.doula.submit(), await c.doula.submit()];
    const sent = await batchOf([first!, second!]);

    await c.imports.importResponse(
      file(acceptedAndRejected277ca(answered(first!), answered(second!))),
      operator,
    );
    expect(await batch(sent.id)).toMatchObject({
      status: 'closed',
      state: 'closed',
      answeredCount: 2,
    });
    const paid = await c.imports.importResponse(file(paid835(answered(first!))), operator);
    expect(paid.import.matched[0]?.change).toBe('processing → approved, $162.11 paid');
    expect((await batch(sent.id)).answeredCount).toBe(2);
  });

  it('stays open while one claim still waits', async () => {
    const [first, second] = [await c.doula.submit(), await c.doula.submit()];
    const sent = await batchOf([first!, second!]);
    const result = await c.imports.importResponse(file(paid835(answered(first!))), operator);
    expect(result.import.notes).toEqual([]);
    expect(await batch(sent.id)).toMatchObject({ status: 'open', answeredCount: 1 });
    // The waiting claim is still held by its open batch.
    const twice = await h.post(
      '/api/operator/batches',
      { payerId: 'MCAL1', claimIds: [second!.id] },
      h.ops,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.body).toContain(
      `Claim ${second!.formId} is already in open batch ${sent.number}.`,
    );
  });

  it('a claim rejected by its file can be batched again once it is ready', async () => {
    const claim = await c.doula.submit();
    const sent = await batchOf([claim]);
    await c.imports.importResponse(file(acknowledgement999(sent.number, 'rejected')), operator);
    expect((await claimOf(claim)).status).toBe('rejected');

    // Fixed and set back to pending by an operator, it goes in a new batch: nothing holds it.
    const reopened = await h.post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'pending', note: 'Provider NPI corrected.' },
      h.ops,
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    const resent = await batchOf([claim]);
    expect(resent.number).toBeGreaterThan(sent.number);
    expect(resent.claims.map((entry) => entry.formId)).toEqual([claim.formId]);
    expect((await claimOf(claim)).statusHistory.at(-1)?.note).toBe(
      `Sent in batch ${resent.number}`,
    );
    expect(await batch(sent.id)).toMatchObject({ status: 'closed', state: 'rejected' });
    expect(await batch(resent.id)).toMatchObject({ status: 'open', state: 'open' });
  });
});
