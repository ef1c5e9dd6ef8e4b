import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { readFields } from '../../formats/cms1500/testing/read-fields.ts';
import { readPdf } from '../../formats/cms1500/testing/read-pdf.ts';
import { useOperatorConsole } from '../../testing/operator-console.ts';
import { nextServiceDate } from '../../testing/record-fixtures.ts';

/** CMS-1500 downloads: the doula prints her own claim, operators print many, both audited. */
const h = useOperatorConsole();
const home = { diagnosisCodes: ['Z33.1'] };

let alice: Awaited<ReturnType<typeof h.provider>>;
let bea: Awaited<ReturnType<typeof h.provider>>;
let first: ClaimView;
let second: ClaimView;
beforeAll(async () => {
  alice = await h.provider('print-alice@example.com');
  bea = await h.provider('print-bea@example.com');
  first = await alice.submit(home);
  second = await bea.submit({ ...home, serviceDateFrom: nextServiceDate() });
});

const auditRows = async (action: string) =>
  (
    await h.t.database.pool.query<{ entity_id: string; user_id: string }>(
      'SELECT entity_id, user_id FROM audit_events WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;

describe('GET /api/claims/:id/cms1500', () => {
  it("gives the doula her claim's form, named by its form ID, with its values in their boxes", async () => {
    const response = await h.get(`/api/claims/${first.id}/cms1500`, alice.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${first.formId}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(readFields(pdf.pages[0]!, ['21.A', '24.1.code', '24.1.mod1', '26'])).toEqual({
      '21.A': 'Z331',
      '24.1.code': first.lines[0]!.procedureCode,
      '24.1.mod1': first.lines[0]!.modifiers[0] ?? '',
      '26': first.formId,
    });
    const audited = await auditRows('claim.print');
    expect(audited.map((row) => row.entity_id)).toContain(first.id);
  });

  it('prints the values alone for red forms, and the drawn form otherwise', async () => {
    const dataOnly = await h.get(`/api/claims/${first.id}/cms1500?form=data-only`, alice.cookie);
    const withForm = await h.get(`/api/claims/${first.id}/cms1500`, alice.cookie);
    const words = async (body: Buffer) =>
      (await readPdf(body)).pages[0]!.map((item) => item.text).join(' ');
    expect(await words(dataOnly.rawPayload)).not.toContain('HEALTH INSURANCE CLAIM FORM');
    expect(await words(withForm.rawPayload)).toContain('HEALTH INSURANCE CLAIM FORM');
    expect(
      (await h.get(`/api/claims/${first.id}/cms1500?form=pink`, alice.cookie)).statusCode,
    ).toBe(400);
  });

  it("answers 404 for another doula's claim or an unknown id, and 401 signed out", async () => {
    expect((await h.get(`/api/claims/${second.id}/cms1500`, alice.cookie)).statusCode).toBe(404);
    expect((await h.get(`/api/claims/${randomUUID()}/cms1500`, alice.cookie)).statusCode).toBe(404);
    expect((await h.get(`/api/claims/not-a-uuid/cms1500`, alice.cookie)).statusCode).toBe(404);
    expect((await h.get(`/api/claims/${first.id}/cms1500`)).statusCode).toBe(401);
  });
});

describe('GET /api/operator/claims/cms1500', () => {
  it('prints several providers’ claims in one PDF, a page each, in the order asked', async () => {
    const response = await h.get(
      `/api/operator/claims/cms1500?ids=${second.formId},${first.id}&form=data-only`,
      h.ops,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="claims-2.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages.map((page) => readFields(page, ['26'])['26'])).toEqual([
      second.formId,
      first.formId,
    ]);
    const audited = await auditRows('claim.operator_print');
    expect(audited.at(-1)?.entity_id).toBe(`${second.formId},${first.id}`);
  });

  it('is for operators only, and names an unknown claim', async () => {
    const path = `/api/operator/claims/cms1500?ids=${first.id}`;
    expect((await h.get(path, alice.cookie)).statusCode).toBe(403);
    expect((await h.get(path)).statusCode).toBe(401);
    const unknown = await h.get('/api/operator/claims/cms1500?ids=DB-1999-000001', h.ops);
    expect(unknown.statusCode).toBe(404);
    expect((await h.get('/api/operator/claims/cms1500?ids=', h.ops)).statusCode).toBe(400);
  });
});

describe('npm run admin -- claim pdf', () => {
  it('writes the same form from the command line, through the same service', async () => {
    const file = path.join(os.tmpdir(), `claims-${randomUUID()}.pdf`);
    process.env.TAX_ID_KEY = h.t.config.taxIdKey;
    try {
      const result = await h.admin('claim', 'pdf', first.formId, second.id, file);
      expect(result).toEqual({ code: 0, out: `Wrote 2 claim forms to ${file}.` });
      expect((await readPdf(await readFile(file))).pages).toHaveLength(2);
      const unknown = await h.admin('claim', 'pdf', 'DB-1999-000001', file);
      expect(unknown.code).not.toBe(0);
      expect(unknown.out).toContain('No claim with id or form ID "DB-1999-000001"');
    } finally {
      delete process.env.TAX_ID_KEY;
      await rm(file, { force: true });
    }
  });
});
