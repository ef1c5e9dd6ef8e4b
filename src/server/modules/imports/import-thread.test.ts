import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimHooks } from '../../app-claim-hooks.ts';
import { OPERATOR_EMAIL, operatorCookie } from '../../testing/doulas.ts';
import { importHarness } from '../../testing/import-harness.ts';
import { errorHeavy999, paid835, uploadOf } from '../../testing/response-files.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import {
  createImportThread,
  IMPORT_THREAD_MIN_BYTES,
  IMPORT_THREAD_NAME,
} from './import-thread.ts';
import { createImportService } from './index.ts';

/**
 * Large payer files are applied in a thread of their own (decision 102): the same service, its
 * own connection and transaction, the bytes moved rather than copied, and a thread that stops
 * fails only the imports it held.
 */
const { h, claimOf, newClaim, operator } = importHarness('import-thread');
const threads: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(threads.map((thread) => thread.close())));

function threaded(options: { entry?: URL; dataDir?: string } = {}) {
  const thread = createImportThread({
    databaseUrl: h.t.database.url,
    taxIdConfig: { ...h.t.config, dataDir: options.dataDir ?? h.t.config.dataDir },
    // Small files too, so that the tests need no megabytes of claims.
    minBytes: 0,
    ...(options.entry ? { entry: options.entry } : {}),
  });
  threads.push(thread);
  return {
    thread,
    imports: createImportService(h.t.database.db, {
      claimHooks,
      taxIds: h.t.taxIds,
      thread,
    }),
  };
}

// Each test starts a thread, which loads the import service's modules again (seconds under load).
describe('the import thread', { timeout: 60_000 }, () => {
  it('applies a file in its own transaction, as the service does in-process', async () => {
    const { imports } = threaded();
    const claim = await newClaim();
    // Over a buffer of its own, as an upload is (a small Buffer's is Node's shared pool).
    const bytes = new Uint8Array(Buffer.from(paid835(claim)));
    const copy = Buffer.from(bytes);
    const result = await imports.importResponse({ name: 'paid.835', bytes }, operator);
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.matched).toEqual([
      { formId: claim.formId, claimId: claim.id, change: 'processing → approved, $162.11 paid' },
    ]);
    // Moved to the thread, not copied: the caller's view of them is empty now.
    expect(bytes.byteLength).toBe(0);
    const view = await claimOf(h.doula, claim.id);
    expect(view.status).toBe('approved');
    expect(view.statusHistory.at(-1)?.by).toBe(operator.email);

    // The same bytes again, in this thread: the thread's import is the one found.
    const again = await h.imports.importResponse({ name: 'paid.835', bytes: copy }, operator);
    expect(again.repeated).toBe(true);
    expect(again.import.id).toBe(result.import.id);
  });

  it('keeps small files in-process unless told otherwise, and a closed thread takes none', async () => {
    const thread = createImportThread({
      databaseUrl: h.t.database.url,
      taxIdConfig: h.t.config,
    });
    expect(thread.takes({ bytes: new Uint8Array(1024) })).toBe(false);
    expect(thread.takes({ bytes: new Uint8Array(1024 * 1024) })).toBe(true);
    await thread.close();
    expect(thread.takes({ bytes: new Uint8Array(1024 * 1024) })).toBe(false);
  });

  it('fails the import of a thread that stopped, and starts a new one for the next file', async () => {
    const marker = path.join(os.tmpdir(), `import-thread-crash-${process.pid}`);
    writeFileSync(marker, '');
    const { imports } = threaded({
      entry: new URL('../../testing/crashing-import-worker.ts', import.meta.url),
      dataDir: marker,
    });
    const file = () => ({ name: 'first.x12', bytes: Buffer.from('ISA*stand-in') });
    await expect(imports.importResponse(file(), operator)).rejects.toThrow(
      'The import thread stopped (exit code 1)',
    );
    const next = await imports.importResponse({ ...file(), name: 'next.x12' }, operator);
    expect(next.import.message).toBe('stand-in for next.x12');
  });

  it("takes the console's large uploads through the app's one thread", async () => {
    const t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
    try {
      const { payload, headers } = uploadOf(errorHeavy999(IMPORT_THREAD_MIN_BYTES + 4096));
      const response = await t.inject({
        method: 'POST',
        url: '/api/operator/imports',
        headers: { cookie: await operatorCookie(t), ...headers },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().import).toMatchObject({ kind: '999', outcome: 'accepted' });
      // Applied on the thread's own connection, which stays open for the next file.
      const { rows } = await t.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database()`,
        [IMPORT_THREAD_NAME],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await t.close();
    }
  });
});
