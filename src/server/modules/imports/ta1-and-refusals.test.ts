import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '#domain/claims/batches';
import type { ClaimView } from '#domain/claims/view';
import type { ResponseImportView } from '#domain/claims/imports';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import { sendInBatch } from '../../testing/sent-claims.ts';
import {
  acknowledgement999WithTa1,
  claimPayment,
  interchangeAcknowledgement,
  remittance835,
  uploadOf,
} from '../../testing/response-files.ts';

/**
 * TA1 interchange acknowledgements, refused files and out-of-range amounts, on a real
 * PostgreSQL through the service, the console's route and the command line: a 999 with a TA1
 * before its GS imports, a rejecting TA1 rejects its batch in plain words, a refused file is
 * kept and listed with its reason and does not count as imported, and an amount beyond the
 * bound is a one-sentence refusal (never a 500 or SQL text).
 */
const c = useConsoleAnswers('ta1-refusals@example.com');
const { h, operator, claimOf, batchOf } = c;

const file = (text: string, name = 'answer.x12') => ({ name, bytes: Buffer.from(text) });

async function batch(id: string): Promise<BatchDetail> {
  return (await h.get(`/api/operator/batches/${id}`, h.ops)).json() as BatchDetail;
}

async function newestImports(limit = 5): Promise<ResponseImportView[]> {
  const response = await h.get(`/api/operator/imports?limit=${limit}`, h.ops);
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: ResponseImportView[] }).items;
}

const upload = (text: string, name: string) => {
  const { payload, headers } = uploadOf(text, name);
  return h.t.inject({
    method: 'POST',
    url: '/api/operator/imports',
    headers: { cookie: h.ops, ...headers },
    payload,
  });
};

async function tempFile(text: string, prefix: string): Promise<string> {
  const name = path.join(os.tmpdir(), `${prefix}-${randomUUID()}.x12`);
  await writeFile(name, text);
  return name;
}

describe('TA1 interchange acknowledgements', () => {
  it('a 999 with a TA1 before GS imports: the batch is accepted by the clearinghouse', async () => {
    const claims = [await c.doula.submit()];
    const sent = await batchOf(claims);
    const result = await c.imports.importResponse(file(acknowledgement999WithTa1(sent)), operator);
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.kind).toBe('999');
    expect(result.unmatched).toEqual([]);
    expect(result.import.notes).toEqual([
      `Batch ${sent.number}: its file's envelope was accepted by the clearinghouse (TA1).`,
      `Batch ${sent.number}: accepted by the clearinghouse.`,
    ]);
    expect(await batch(sent.id)).toMatchObject({ state: 'accepted' });
    expect((await claimOf(claims[0]!)).status).toBe('processing');
  });

  it('a lone accepting TA1 imports, says so and changes no claim', async () => {
    const claims = [await c.doula.submit()];
    const sent = await batchOf(claims);
    const result = await c.imports.importResponse(
      file(interchangeAcknowledgement(sent.interchangeControlNumber, 'accepted')),
      operator,
    );
    expect(result.import).toMatchObject({ outcome: 'accepted', kind: 'TA1', matched: [] });
    expect(result.import.notes).toEqual([
      `Batch ${sent.number}: its file's envelope was accepted by the clearinghouse (TA1).`,
    ]);
    expect(await batch(sent.id)).toMatchObject({ state: 'open' });
    expect((await claimOf(claims[0]!)).status).toBe('processing');
  });

  it('a rejecting TA1 rejects its batch, matched by the interchange control number, the reason in plain words', async () => {
    const claims = [await c.doula.submit(), await c.doula.submit()];
    const sent = await batchOf(claims);
    const other = await batchOf([await c.doula.submit()]);
    const result = await c.imports.importResponse(
      file(interchangeAcknowledgement(sent.interchangeControlNumber, 'rejected')),
      operator,
    );
    expect(result.import).toMatchObject({ outcome: 'accepted', kind: 'TA1' });
    expect(result.import.matched.map((item) => [item.formId, item.change])).toEqual(
      claims.map((claim) => [claim.formId, 'processing → rejected']),
    );
    expect(result.import.notes).toContain(
      `Batch ${sent.number}: rejected by the clearinghouse; its 2 claims are rejected.`,
    );
    const rejected = await claimOf(claims[0]!);
    expect(rejected.status).toBe('rejected');
    expect(rejected.payerAnswer).toMatchObject({ source: 'TA1', outcome: 'rejected' });
    // Her claim says only that our file had a problem; the envelope's fault is the batch's.
    expect(rejected.statusHistory.at(-1)?.note).toBe(
      'Our file to the clearinghouse had a problem. We are sending it again; nothing for you to do.',
    );
    expect(JSON.stringify(rejected)).not.toContain('ISA06');
    expect(await batch(sent.id)).toMatchObject({
      state: 'rejected',
      acknowledgement: {
        status: 'rejected',
        problems: ['TA1 note 006: Our sender ID is not valid (ISA06).'],
      },
    });
    // Only the batch the TA1 names.
    expect(await batch(other.id)).toMatchObject({ state: 'open' });
  });

  it('a TA1 naming an interchange we never sent is unmatched, and nothing changes', async () => {
    const result = await c.imports.importResponse(
      file(interchangeAcknowledgement(999_999_998, 'rejected', '025')),
      operator,
    );
    expect(result.import).toMatchObject({ outcome: 'accepted', kind: 'TA1', matched: [] });
    expect(result.unmatched).toEqual([
      {
        reference: '999999998',
        reason: 'No batch has this interchange control number.',
        details: { file: 'TA1', status: 'rejected', statusCode: 'R', noteCode: '025' },
      },
    ]);
  });
});

describe('refused is not imported', () => {
  it('a refused file is listed with its reason (console and command line), and refusing it again keeps one row', async () => {
    const text = `NOT X12 ${randomUUID()}`;
    const first = await upload(text, 'garbled.x12');
    expect(first.statusCode).toBe(422);
    const [listed] = await newestImports();
    expect(listed).toMatchObject({
      fileName: 'garbled.x12',
      outcome: 'refused',
      message: 'This is not an X12 file: it does not start with an ISA segment.',
    });

    const again = await upload(text, 'garbled-again.x12');
    expect(again.statusCode).toBe(422);
    expect(again.body).not.toContain('already imported');
    const rows = (await newestImports(100)).filter((item) => item.id === listed!.id);
    expect(rows).toEqual([expect.objectContaining({ fileName: 'garbled-again.x12' })]);

    const cli = await h.admin('import', '--list', '--limit', '5');
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toContain(
      'garbled-again.x12  unknown kind  by ops@example.com: refused — This is not an X12 file: it does not start with an ISA segment.',
    );
  });

  it('the same bytes refused before (by an earlier version that could not read a TA1) import now, and only then count as imported', async () => {
    const claims = [await c.doula.submit()];
    const sent = await batchOf(claims);
    const text = acknowledgement999WithTa1(sent);
    // The refusal as the product stored it before it read TA1 segments.
    await h.t.database.pool.query(
      `INSERT INTO response_imports (sha256, file_name, size_bytes, content, kind, outcome, message, summary, imported_by)
       VALUES (encode(sha256($1::bytea), 'hex'), 'with-ta1.x12', length($1::bytea), $1::bytea, NULL, 'refused',
               'Segment 2 (TA1) is outside any functional group (GS … GE).', '{"matched":[],"unmatched":0,"notes":[]}', 'ops@example.com')`,
      [Buffer.from(text)],
    );
    const now = await c.imports.importResponse(file(text, 'with-ta1.x12'), operator);
    expect(now.repeated).toBe(false);
    expect(now.import.outcome, now.import.message).toBe('accepted');
    expect(await batch(sent.id)).toMatchObject({ state: 'accepted' });

    const later = await c.imports.importResponse(file(text, 'with-ta1.x12'), operator);
    expect(later.repeated).toBe(true);
    expect(later.import.id).toBe(now.import.id);
    expect(later.import.message).toMatch(
      /^This file was already imported on .*; nothing changed\.$/,
    );
    const { rows } = await h.t.database.pool.query<{ outcome: string }>(
      `SELECT outcome FROM response_imports WHERE sha256 = encode(sha256($1::bytea), 'hex') ORDER BY outcome`,
      [Buffer.from(text)],
    );
    expect(rows.map((row) => row.outcome)).toEqual(['accepted', 'refused']);
  });
});

describe('an out-of-range amount', () => {
  const billion = (claim: ClaimView) =>
    remittance835(
      '1000000000.00',
      claimPayment(
        { formId: claim.formId, serviceDate: claim.serviceDateFrom },
        { paid: '1000000000.00' },
      ),
    );
  const sentence =
    /^BPR02 \(segment \d+\) is an amount beyond the largest we accept \(10000000\.00\); nothing in the file was used\.$/;

  it('is a plain one-sentence refusal in the console: 422 in the one error shape, the file kept, nothing applied', async () => {
    const claim = await c.doula.submit();
    const response = await upload(billion(claim), 'billion.x12');
    expect(response.statusCode).toBe(422);
    const body = response.json() as { error: { code: string; message: string } };
    expect(Object.keys(body).sort()).toEqual(['error', 'requestId']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(sentence);
    expect(response.body).not.toMatch(/insert|select|params|\$\d/i);
    const [listed] = await newestImports();
    expect(listed).toMatchObject({ fileName: 'billion.x12', outcome: 'refused', kind: null });
    const after = await claimOf(claim);
    expect(after.paidCents).toBe(0);
    expect(after.status).toBe('pending');
  });

  it('on the command line: exit 2, one sentence, no SQL and no parameters', async () => {
    const claim = await c.doula.submit();
    const name = await tempFile(billion(claim), 'billion');
    const result = await h.admin('import', name);
    expect(result.code).toBe(2);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/: refused — BPR02 \(segment \d+\) is an amount beyond the largest/);
    expect(lines.slice(1)).toEqual(['1 of 1 file was refused; nothing of it was applied.']);
    expect(result.out).not.toMatch(/insert|select|params|Failed query|\$\d/i);
    expect((await claimOf(claim)).paidCents).toBe(0);
  });

  it('a value the database cannot hold that got past the reader is refused in words, not a 500', async () => {
    const claim = await c.doula.submit();
    await sendInBatch(h.t, [claim.id]);
    // Every amount of the file is in range, but its service line claims ten billion units,
    // beyond the ledger's integer column: the safety net behind the reader's bounds
    // (PostgreSQL's data exceptions become a refusal in words).
    const text = remittance835(
      '162.11',
      claimPayment(
        { formId: claim.formId, serviceDate: claim.serviceDateFrom },
        { paid: '162.11' },
      ).map((segment) =>
        segment.startsWith('SVC*') ? segment.replace(/\*\*1$/, '**9999999999') : segment,
      ),
    );
    const result = await c.imports.importResponse(file(text, 'overflow.x12'), operator);
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toBe(
      'A value in this file is beyond what we can store (an amount or a number too large); nothing was applied.',
    );
    expect((await h.get(`/api/claims/${claim.id}`, c.doula.cookie)).json()).toMatchObject({
      status: 'processing',
      paidCents: 0,
    });
  });
});
