import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchDetail, BatchSummary } from '#domain/claims/batches';
import { validate837p } from '../../formats/x12/testing/validate-837p.ts';
import { useBatchConsole } from '../../testing/batch-console.ts';
import { expectLastMove } from '../../testing/write-checks.ts';

/**
 * 837P batches once made: listed a page at a time, their file downloaded again byte for byte,
 * operators only; and made, listed and downloaded from the command line. Making them:
 * batches.routes.test.ts.
 */
const doulas = useBatchConsole();
const { h, create, claimOf, auditRows, download } = doulas;

describe('GET /api/operator/batches and a batch', () => {
  it('lists batches newest first, a page at a time, never unbounded', async () => {
    for (const doula of [doulas.alice, doulas.bea]) {
      await create({ payerId: 'MCAL1', claimIds: [(await doula.submit()).id] });
    }
    const page = await h.get('/api/operator/batches?limit=1');
    expect(page.statusCode).toBe(401);
    const first = await h.get('/api/operator/batches?limit=1', h.ops);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { items: BatchSummary[]; nextCursor: string | null };
    expect(body.items).toHaveLength(1);
    expect(body.nextCursor).not.toBeNull();
    const next = (
      await h.get(`/api/operator/batches?limit=1&cursor=${body.nextCursor}`, h.ops)
    ).json() as { items: BatchSummary[] };
    expect(next.items[0]!.number).toBeLessThan(body.items[0]!.number);
    expect((await h.get('/api/operator/batches?limit=1000', h.ops)).statusCode).toBe(400);
  });

  it('answers the identical file on every download, named by the batch number, audited', async () => {
    const batch = (
      await create({ payerId: 'MCAL1', claimIds: [(await doulas.alice.submit()).id] })
    ).json() as BatchDetail;
    const one = await download(batch.id);
    const two = await download(batch.id);
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="batch-${batch.number}.837"`,
    );
    expect(one.headers['cache-control']).toBe('no-store');
    const downloads = (await auditRows('batch.download')).filter(
      (row) => row.entity_id === batch.id,
    );
    expect(downloads).toHaveLength(2);
    const detail = await h.get(`/api/operator/batches/${batch.id}`, h.ops);
    expect(detail.json()).toMatchObject({ id: batch.id, claimCount: 1 });
  });

  it('is for operators only; an unknown batch is not found', async () => {
    const batch = (
      await create({ payerId: 'MCAL1', claimIds: [(await doulas.bea.submit()).id] })
    ).json() as BatchDetail;
    expect((await download(batch.id, doulas.alice.cookie)).statusCode).toBe(403);
    expect((await h.get(`/api/operator/batches/${batch.id}`, doulas.alice.cookie)).statusCode).toBe(
      403,
    );
    expect((await create({ payerId: 'MCAL1' }, doulas.alice.cookie)).statusCode).toBe(403);
    expect((await h.get(`/api/operator/batches/${batch.id}/file`)).statusCode).toBe(401);
    expect((await download(randomUUID())).statusCode).toBe(404);
    expect((await download('not-a-batch')).statusCode).toBe(404);
    expect((await h.get(`/api/operator/batches/${randomUUID()}`, h.ops)).statusCode).toBe(404);
  });
});

describe('npm run admin -- batch', () => {
  it('makes, lists and downloads batches through the same service and rules', async () => {
    const file = path.join(os.tmpdir(), `batch-${randomUUID()}.837`);
    process.env.TAX_ID_KEY = h.t.config.taxIdKey;
    try {
      const first = await doulas.alice.submit();
      const second = await doulas.bea.submit();
      const made = await h.admin(
        'batch',
        'create',
        '--payer',
        'MCAL1',
        '--claims',
        first.formId,
        second.formId,
      );
      expect(made.code, made.out).toBe(0);
      const [, number, id] =
        /^Made batch (\d+) \(([0-9a-f-]{36})\) for payer MCAL1 with 2 claims: /.exec(made.out)!;
      expectLastMove(await claimOf(first, doulas.alice.cookie), {
        to: 'processing',
        by: 'operator (command line)',
        note: `Sent in batch ${number}`,
      });

      const again = await h.admin('batch', 'create', '--payer', 'MCAL1', '--claims', first.formId);
      expect(again.code).toBe(2);
      expect(again.out).toContain(`Claim ${first.formId} is already in open batch ${number}.`);

      const list = await h.admin('batch', 'list', '--limit', '5');
      expect(list.code).toBe(0);
      expect(list.out.split('\n')[0]).toContain(`batch ${number}  ${id}  MCAL1`);

      const downloaded = await h.admin('batch', 'download', id!, file);
      expect(downloaded).toEqual({ code: 0, out: `Wrote batch-${number}.837 to ${file}.` });
      const text = await readFile(file, 'utf8');
      expect(text).toBe((await download(id!)).body);
      expect(validate837p(text)).toEqual([]);

      expect((await h.admin('batch', 'download', randomUUID(), file)).code).toBe(3);
      expect((await h.admin('batch', 'create', '--claims', first.formId)).code).toBe(2);
      expect((await h.admin('batch', 'list', '--limit', '1000')).code).toBe(2);
    } finally {
      delete process.env.TAX_ID_KEY;
      await rm(file, { force: true });
    }
  });
});
