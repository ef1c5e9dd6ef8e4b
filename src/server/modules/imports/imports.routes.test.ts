import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ImportResult,
  ResponseImportDetail,
  ResponseImportView,
} from '#domain/claims/imports';
import type { RecordPage } from '#domain/records/list';
import { OPERATOR_EMAIL, operatorCookie } from '../../testing/doulas.ts';
import { rejected999, uploadOf } from '../../testing/response-files.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/** The console's import routes: the upload's limits and answers, the list and one import. */
let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL, IMPORT_MAX_MB: '1' });
  ops = await operatorCookie(t);
});
afterAll(() => t.close());

const post = (payload: Buffer | string, headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/operator/imports',
    headers: { cookie: ops, ...headers },
    payload,
  });

describe('POST /api/operator/imports', () => {
  it('refuses a file over IMPORT_MAX_MB with both sizes named, stores nothing, and keeps serving', async () => {
    const before = await t.database.pool.query('SELECT count(*)::int AS n FROM response_imports');
    const upload = uploadOf();
    const response = await post(Buffer.alloc(3 * 1024 * 1024, 'A'), upload.headers);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'payload_too_large',
      message:
        'The file is 3.0 MB; the largest response file we import is 1.0 MB. Ask the clearinghouse for smaller files.',
    });
    const after = await t.database.pool.query('SELECT count(*)::int AS n FROM response_imports');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('imports a file (201), answers a repeat with 200 and the earlier import, keeps its name', async () => {
    const { payload, headers } = uploadOf(rejected999(), `999 ${randomUUID()}.x12`);
    const first = await post(payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    const result = first.json() as ImportResult;
    expect(result.import).toMatchObject({
      kind: '999',
      outcome: 'accepted',
      importedBy: OPERATOR_EMAIL,
    });
    expect(result.import.fileName).toMatch(/^999 [0-9a-f-]+\.x12$/);
    const again = await post(payload, headers);
    expect(again.statusCode).toBe(200);
    expect((again.json() as ImportResult).repeated).toBe(true);

    const list = await t.inject({
      method: 'GET',
      url: '/api/operator/imports?limit=5',
      headers: { cookie: ops },
    });
    expect((list.json() as RecordPage<ResponseImportView>).items[0]?.id).toBe(result.import.id);
    const detail = await t.inject({
      method: 'GET',
      url: `/api/operator/imports/${result.import.id}`,
      headers: { cookie: ops },
    });
    expect((detail.json() as ResponseImportDetail).unmatched[0]?.reason).toBe(
      'No batch has this group control number.',
    );
    const missing = await t.inject({
      method: 'GET',
      url: `/api/operator/imports/${randomUUID()}`,
      headers: { cookie: ops },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps an unreadable file as refused and answers 422 with the reason, in the one error shape', async () => {
    const { payload, headers } = uploadOf(`not x12 ${randomUUID()}`, 'unreadable.x12');
    const response = await post(payload, headers);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'This is not an X12 file: it does not start with an ISA segment.',
      },
      requestId: expect.any(String),
    });
    const list = await t.inject({
      method: 'GET',
      url: '/api/operator/imports?limit=5',
      headers: { cookie: ops },
    });
    const [newest] = (list.json() as { items: ResponseImportView[] }).items;
    expect(newest).toMatchObject({
      fileName: 'unreadable.x12',
      outcome: 'refused',
      kind: null,
      message: 'This is not an X12 file: it does not start with an ISA segment.',
    });
  });

  it('reads raw bytes only: text/plain is 415, a JSON body 400', async () => {
    expect((await post('ISA*', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    const json = await post(JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
  });
});
