import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '#domain/claims/batches';
import { validate837p } from '../../formats/x12/testing/validate-837p.ts';
import { useBatchConsole } from '../../testing/batch-console.ts';
import { validProfile } from '../../testing/fixtures.ts';
import { expectJson, expectLastMove } from '../../testing/write-checks.ts';

/**
 * 837P batches from the operator console: made from chosen claims or every ready claim of a
 * payer, refused whole when any claim cannot go. Listing and downloading them, and the command
 * line: batches.downloads.test.ts.
 */
const doulas = useBatchConsole();
const { h, create, claimOf, auditRows, download } = doulas;

const batchCount = async () =>
  Number(
    (await h.t.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM claim_batches'))
      .rows[0]!.n,
  );

describe('POST /api/operator/batches', () => {
  it('sends two providers’ claims in one valid 837P file and moves them to processing', async () => {
    const first = await doulas.alice.submit();
    const second = await doulas.bea.submit();
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
      [first, doulas.alice.cookie],
      [second, doulas.bea.cookie],
    ] as const) {
      expectLastMove(await claimOf(claim, cookie), {
        from: 'pending',
        to: 'processing',
        by: 'ops@example.com',
        note: `Sent in batch ${batch.number}`,
      });
    }
    expect((await auditRows('batch.create')).map((row) => row.entity_id)).toContain(batch.id);
  });

  it('gives every batch its own control numbers', async () => {
    const one = (
      await create({ payerId: 'MCAL1', claimIds: [(await doulas.alice.submit()).id] })
    ).json();
    const two = (
      await create({ payerId: 'MCAL1', claimIds: [(await doulas.bea.submit()).id] })
    ).json();
    expect(two.number).toBeGreaterThan(one.number);
    const [a, b] = [(await download(one.id)).body, (await download(two.id)).body];
    const isa13 = (file: string) => file.slice(90, 99);
    expect(isa13(a)).not.toBe(isa13(b));
    expect(Number(isa13(b))).toBe(two.interchangeControlNumber);
  });

  it('refuses a claim already in an open batch, naming the batch, and writes nothing', async () => {
    const sent = await doulas.alice.submit();
    const batch = (await create({ payerId: 'MCAL1', claimIds: [sent.id] })).json() as BatchDetail;
    const fresh = await doulas.bea.submit();
    const before = await batchCount();
    const again = await create({ payerId: 'MCAL1', claimIds: [fresh.id, sent.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toContain(
      `Claim ${sent.formId} is already in open batch ${batch.number}.`,
    );
    expect(await batchCount()).toBe(before);
    expect((await claimOf(fresh, doulas.bea.cookie)).status).toBe('pending');
  });

  it('refuses a claim the claim check now refuses (its filing window closed)', async () => {
    const late = await doulas.alice.submit();
    await h.t.database.pool.query(
      `UPDATE claims SET service_date_from = current_date - 800, service_date_to = current_date - 800 WHERE id = $1`,
      [late.id],
    );
    const response = await create({ payerId: 'MCAL1', claimIds: [late.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(new RegExp(`Claim ${late.formId}: .+`));
    expect((await claimOf(late, doulas.alice.cookie)).status).toBe('pending');
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
    const other = await doulas.bea.submit();
    const before = await batchCount();
    const response = await create({ payerId: 'MCAL1', claimIds: [other.id, claim.id] });
    expect(response.statusCode).toBe(422);
    const { message } = (response.json() as { error: { message: string } }).error;
    expect(message).toContain(
      `Claim ${claim.formId}: Electronic claims need your full 9-digit ZIP code (ZIP+4).`,
    );
    expect(message).not.toContain('94607');
    expect(await batchCount()).toBe(before);
    expect((await claimOf(other, doulas.bea.cookie)).status).toBe('pending');

    // Every ready claim: hers waits (still pending) while the ZIP has five digits.
    const without = await create({ payerId: 'MCAL1' });
    expect(without.statusCode, without.body).toBe(201);
    expect((without.json() as { claims: { id: string }[] }).claims.map((c) => c.id)).not.toContain(
      claim.id,
    );
    // …and the result says so, in the operator's words.
    expect((without.json() as { leftOut: string[] }).leftOut).toContain(
      `Claim ${claim.formId} waits on the doula: ZIP+4.`,
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
    const decided = await doulas.alice.submit();
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
    const ready = [await doulas.alice.submit(), await doulas.bea.submit()];
    const late = await doulas.alice.submit();
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
