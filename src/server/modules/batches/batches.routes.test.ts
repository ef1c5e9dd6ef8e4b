import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BatchDetail, BatchSummary } from '#domain/claim-batches';
import type { ClaimView } from '#domain/claims/view';
import { validate837p } from '../../formats/x12/testing/validate-837p.ts';
import { validProfile } from '../../testing/fixtures.ts';
import { useOperatorConsole } from '../../testing/operator-console.ts';
import { expectJson } from '../../testing/write-checks.ts';

/**
 * 837P batches from the operator console: made from chosen claims or every ready claim of a
 * payer, refused whole when any claim cannot go, stored with their file, downloaded again
 * byte for byte, operators only.
 */
const h = useOperatorConsole();

let alice: Awaited<ReturnType<typeof h.provider>>;
let bea: Awaited<ReturnType<typeof h.provider>>;

beforeAll(async () => {
  alice = await h.provider('batch-alice@example.com');
  bea = await h.provider('batch-bea@example.com');
});

const create = (body: object, cookie = h.ops) => h.post('/api/operator/batches', body, cookie);
const claimOf = async (claim: ClaimView, cookie: string) =>
  (await h.get(`/api/claims/${claim.id}`, cookie)).json() as ClaimView;
const batchCount = async () =>
  Number(
    (await h.t.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM claim_batches'))
      .rows[0]!.n,
  );
const auditRows = async (action: string) =>
  (
    await h.t.database.pool.query<{ entity_id: string; user_id: string | null }>(
      'SELECT entity_id, user_id FROM audit_events WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;
const download = (id: string, cookie = h.ops) => h.get(`/api/operator/batches/${id}/file`, cookie);

describe('POST /api/operator/batches', () => {
  it('sends two providers’ claims in one valid 837P file and moves them to processing', async () => {
    const first = await alice.submit();
    const second = await bea.submit();
    const batch = expectJson<BatchDetail>(
      await create({ payerId: 'MCAL1', claimIds: [first.formId, second.id] }),
    );
    expect(batch).toMatchObject({
      payerId: 'MCAL1',
      payerName: 'Medi-Cal',
      status: 'open',
      usage: 'T',
      createdBy: 'ops@example.com',
      claimCount: 2,
      fileName: `batch-${batch.number}.837`,
      interchangeControlNumber: batch.number,
      groupControlNumber: batch.number,
      transactionControlNumber: batch.number,
      claims: [
        { id: first.id, formId: first.formId },
        { id: second.id, formId: second.formId },
      ],
    });

    const file = await download(batch.id);
    expect(file.statusCode).toBe(200);
    expect(validate837p(file.body)).toEqual([]);
    expect(file.body).toContain(`*${String(batch.number).padStart(9, '0')}*0*T*:~`);
    expect(file.body).toContain(`CLM*${first.formId}*`);
    expect(file.body).toContain(`CLM*${second.formId}*`);
    expect(createHash('sha256').update(file.body).digest('hex')).toBe(batch.sha256);

    for (const [claim, cookie] of [
      [first, alice.cookie],
      [second, bea.cookie],
    ] as const) {
      const seen = await claimOf(claim, cookie);
      expect(seen.status).toBe('processing');
      expect(seen.statusHistory.at(-1)).toMatchObject({
        from: 'pending',
        to: 'processing',
        by: 'ops@example.com',
        note: `Sent in batch ${batch.number}`,
      });
    }
    expect((await auditRows('batch.create')).map((row) => row.entity_id)).toContain(batch.id);
  });

  it('gives every batch its own control numbers', async () => {
    const one = (await create({ payerId: 'MCAL1', claimIds: [(await alice.submit()).id] })).json();
    const two = (await create({ payerId: 'MCAL1', claimIds: [(await bea.submit()).id] })).json();
    expect(two.number).toBeGreaterThan(one.number);
    const [a, b] = [(await download(one.id)).body, (await download(two.id)).body];
    const isa13 = (file: string) => file.slice(90, 99);
    expect(isa13(a)).not.toBe(isa13(b));
  });

  it('refuses a claim already in an open batch, naming the batch, and writes nothing', async () => {
    const sent = await alice.submit();
    const batch = (await create({ payerId: 'MCAL1', claimIds: [sent.id] })).json() as BatchDetail;
    const fresh = await bea.submit();
    const before = await batchCount();
    const again = await create({ payerId: 'MCAL1', claimIds: [fresh.id, sent.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toContain(
      `Claim ${sent.formId} is already in open batch ${batch.number}.`,
    );
    expect(await batchCount()).toBe(before);
    expect((await claimOf(fresh, bea.cookie)).status).toBe('pending');
  });

  it('refuses a claim the claim check now refuses (its filing window closed)', async () => {
    const late = await alice.submit();
    await h.t.database.pool.query(
      `UPDATE claims SET service_date_from = current_date - 800, service_date_to = current_date - 800 WHERE id = $1`,
      [late.id],
    );
    const response = await create({ payerId: 'MCAL1', claimIds: [late.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(new RegExp(`Claim ${late.formId}: .+`));
    expect((await claimOf(late, alice.cookie)).status).toBe('pending');
  });

  it('refuses a claim the file cannot carry in the claim check’s words, and takes it once she fixes it', async () => {
    const carol = await h.provider('batch-carol@example.com');
    const claim = await carol.submit();
    const saveZip = (zip: string) =>
      h.t.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie: carol.cookie },
        payload: validProfile({ businessAddressZip: zip }),
      });
    const fiveDigitZip = await saveZip('94607');
    expect(fiveDigitZip.statusCode, fiveDigitZip.body).toBe(200);
    const waiting = await claimOf(claim, carol.cookie);
    expect(waiting.status).toBe('pending');
    expect(waiting.sendBlockers).toEqual([
      expect.objectContaining({ rule: 'billing-zip-plus-four', where: 'account' }),
    ]);
    expect(waiting.statusHistory.at(-1)?.note).toBe(
      'Needs your attention: Electronic claims need your full 9-digit ZIP code (ZIP+4).',
    );
    const other = await bea.submit();
    const before = await batchCount();
    const response = await create({ payerId: 'MCAL1', claimIds: [other.id, claim.id] });
    expect(response.statusCode).toBe(422);
    const { message } = (response.json() as { error: { message: string } }).error;
    expect(message).toContain(
      `Claim ${claim.formId}: Electronic claims need your full 9-digit ZIP code (ZIP+4).`,
    );
    expect(message).not.toContain('94607');
    expect(await batchCount()).toBe(before);
    expect((await claimOf(other, bea.cookie)).status).toBe('pending');

    // Every ready claim: hers waits (still pending) while the ZIP has five digits.
    const without = await create({ payerId: 'MCAL1' });
    expect(without.statusCode, without.body).toBe(201);
    expect((without.json() as { claims: { id: string }[] }).claims.map((c) => c.id)).not.toContain(
      claim.id,
    );
    expect((await claimOf(claim, carol.cookie)).status).toBe('pending');

    expect((await saveZip('94607-1234')).statusCode).toBe(200);
    const ready = await claimOf(claim, carol.cookie);
    expect(ready.sendBlockers).toEqual([]);
    expect(ready.status).toBe('pending');
    expect(ready.statusHistory.at(-1)?.note).toBe(
      'Ready to send: your ZIP code now has its last four digits.',
    );
    const withIt = await create({ payerId: 'MCAL1' });
    expect(withIt.statusCode, withIt.body).toBe(201);
    expect((withIt.json() as { claims: { id: string }[] }).claims.map((c) => c.id)).toContain(
      claim.id,
    );
    expect((await claimOf(claim, carol.cookie)).status).toBe('processing');
  });

  it('refuses claims of another payer, unknown claims and claims no longer pending', async () => {
    const decided = await alice.submit();
    await h.post(`/api/operator/claims/${decided.id}/status`, { status: 'denied' }, h.ops);
    const response = await create({
      payerId: 'AETNA1',
      claimIds: [decided.id, 'DB-1999-000001'],
    });
    expect(response.statusCode).toBe(422);
    const { message } = (response.json() as { error: { message: string } }).error;
    expect(message).toContain('No claim with id or form ID "DB-1999-000001".');
    expect(message).toContain(`Claim ${decided.formId} is for payer MCAL1, not AETNA1`);
    expect(message).toContain(`Claim ${decided.formId} is denied`);
  });

  it('sends every ready claim of the payer, leaving out those that are not ready', async () => {
    const ready = [await alice.submit(), await bea.submit()];
    const late = await alice.submit();
    await h.t.database.pool.query(
      `UPDATE claims SET service_date_from = current_date - 800, service_date_to = current_date - 800 WHERE id = $1`,
      [late.id],
    );
    const batch = expectJson<BatchDetail & { leftOut: string[] }>(
      await create({ payerId: 'mcal1' }),
    );
    const ids = batch.claims.map((claim) => claim.id);
    expect(ids).toEqual(expect.arrayContaining(ready.map((claim) => claim.id)));
    expect(ids).not.toContain(late.id);
    expect(batch.leftOut.join(' ')).toContain(`Claim ${late.formId}: `);
    expect(validate837p((await download(batch.id)).body)).toEqual([]);

    const none = await create({ payerId: 'MCAL1' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toContain('No claims for payer MCAL1 are ready to send');
  });

  it('refuses malformed requests with 400', async () => {
    expect((await create({ payerId: '' })).statusCode).toBe(400);
    expect((await create({ payerId: 'MCAL1', claimIds: [] })).statusCode).toBe(400);
    expect((await create({ payerId: 'MC*L1' })).statusCode).toBe(400);
    expect((await create({ payerId: 'MCAL1', extra: true })).statusCode).toBe(400);
  });
});

describe('GET /api/operator/batches and a batch', () => {
  it('lists batches newest first, a page at a time, never unbounded', async () => {
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
      await create({ payerId: 'MCAL1', claimIds: [(await alice.submit()).id] })
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
      await create({ payerId: 'MCAL1', claimIds: [(await bea.submit()).id] })
    ).json() as BatchDetail;
    expect((await download(batch.id, alice.cookie)).statusCode).toBe(403);
    expect((await h.get(`/api/operator/batches/${batch.id}`, alice.cookie)).statusCode).toBe(403);
    expect((await create({ payerId: 'MCAL1' }, alice.cookie)).statusCode).toBe(403);
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
      const first = await alice.submit();
      const second = await bea.submit();
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
      const seen = await claimOf(first, alice.cookie);
      expect(seen.status).toBe('processing');
      expect(seen.statusHistory.at(-1)).toMatchObject({
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
