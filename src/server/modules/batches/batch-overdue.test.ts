import { describe, expect, it } from 'vitest';
import type { BatchSummary } from '#domain/claims/batches';
import type { OverdueBatchesView } from '#domain/clearinghouse/batch-overdue';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import { acceptedAndRejected277ca, acknowledgement999 } from '../../testing/response-files.ts';
import { OPS } from '../../testing/operator-console.ts';
import { noticeOverdueBatches, overdueBatches } from './batch-overdue.ts';

/**
 * "Nothing silently waiting", on a real PostgreSQL: a batch with no 999 a day after it was sent,
 * or no claim answered (277CA) three days after, is overdue in the batch list, on /health and in
 * one email per batch and kind to each operator. The rule itself: batch-overdue.property.test.ts.
 */
const c = useConsoleAnswers('batch-overdue@example.com');
const { h, operator } = c;
const HOUR = 3_600_000;
const file = (text: string) => ({ name: 'answer.x12', bytes: Buffer.from(text) });

async function sentBatch() {
  const claims = [await c.doula.submit(), await c.doula.submit()];
  const batch = await c.batchOf(claims);
  return { batch, claims, sentAt: new Date(batch.createdAt).getTime() };
}

const kindsAt = async (batchId: string, at: number) =>
  (await overdueBatches(h.t.database.db, new Date(at))).find((b) => b.id === batchId)?.kinds ?? [];

/** Moves the batch's sending time back, as if it went out `hours` ago. */
const backdate = (batchId: string, hours: number) =>
  h.t.database.pool.query(
    `UPDATE claim_batches SET created_at = now() - make_interval(secs => $2) WHERE id = $1`,
    [batchId, hours * 3600],
  );

const overdueEmails = async () =>
  (
    await h.t.database.pool.query<{
      to_address: string;
      details: { batchNumber: number; kind: string };
    }>(
      "SELECT to_address, details FROM outbox WHERE kind = 'batch_overdue' ORDER BY created_at, id",
    )
  ).rows;

describe('overdue batches', () => {
  it('no 999 after 24 hours: overdue at the boundary, not a moment before', async () => {
    const { batch, sentAt } = await sentBatch();
    expect(await kindsAt(batch.id, sentAt + 24 * HOUR - 1)).toEqual([]);
    expect(await kindsAt(batch.id, sentAt + 24 * HOUR)).toEqual(['no_999']);
    expect(await kindsAt(batch.id, sentAt + 72 * HOUR)).toEqual(['no_999', 'no_277ca']);
  });

  it('with its 999 but no claim answered: overdue for the 277CA at 72 hours', async () => {
    const { batch, sentAt } = await sentBatch();
    const result = await c.imports.importResponse(
      file(acknowledgement999(batch.number, 'accepted')),
      operator,
    );
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(await kindsAt(batch.id, sentAt + 72 * HOUR - 1)).toEqual([]);
    expect(await kindsAt(batch.id, sentAt + 72 * HOUR)).toEqual(['no_277ca']);
  });

  it('a batch whose claims the 277CA answered is overdue for nothing', async () => {
    const { batch, claims, sentAt } = await sentBatch();
    await c.imports.importResponse(file(acknowledgement999(batch.number, 'accepted')), operator);
    const result = await c.imports.importResponse(
      file(acceptedAndRejected277ca(c.answered(claims[0]!), c.answered(claims[1]!))),
      operator,
    );
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(await kindsAt(batch.id, sentAt + 100 * HOUR)).toEqual([]);
  });

  it('the batch list and the console marks it; /health warns while staying up', async () => {
    const { batch } = await sentBatch();
    await backdate(batch.id, 25);
    const list = (await h.get('/api/operator/batches?limit=50', h.ops)).json() as {
      items: BatchSummary[];
    };
    expect(list.items.find((item) => item.id === batch.id)?.overdue).toEqual(['no_999']);

    const overdue = (
      await h.get('/api/operator/overdue-batches', h.ops)
    ).json() as OverdueBatchesView;
    expect(overdue.batches.map((item) => item.id)).toContain(batch.id);
    expect(overdue.count).toBeGreaterThanOrEqual(1);

    const health = await h.t.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      app: 'up',
      database: 'up',
      warnings: expect.arrayContaining([
        {
          kind: 'overdue_batches',
          message: expect.stringMatching(/overdue for an answer from the clearinghouse\.$/),
        },
      ]),
    });
    expect(health.body).not.toContain(c.doula.userId);
  });

  it('emails each operator once per batch and kind, however often the check runs', async () => {
    const { batch } = await sentBatch();
    await backdate(batch.id, 80);
    const operators = async () => [OPS, 'never-signed-in@example.com'];
    const before = (await overdueEmails()).length;

    await noticeOverdueBatches(h.t.database.db, operators);
    await noticeOverdueBatches(h.t.database.db, operators);
    await Promise.all([
      noticeOverdueBatches(h.t.database.db, operators),
      noticeOverdueBatches(h.t.database.db, operators),
    ]);

    const told = (await overdueEmails()).slice(before);
    const forThis = told.filter((row) => row.details.batchNumber === batch.number);
    expect(forThis.map((row) => [row.to_address, row.details.kind]).sort()).toEqual([
      [OPS, 'no_277ca'],
      [OPS, 'no_999'],
    ]);
    expect(forThis[0]!.details).toEqual({
      batchNumber: batch.number,
      payerId: 'MCAL1',
      claimCount: 2,
      kind: expect.any(String),
    });
  });
});
