import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { silentLog } from '../logger.ts';
import { createImportService } from '../modules/imports/index.ts';
import { createDoula, submitClaim } from '../testing/doulas.ts';
import { claimPayment, remittance835 } from '../testing/response-files.ts';
import { sendInBatch } from '../testing/sent-claims.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * `node --import tsx src/server/bench/import-835.ts [--claims 5000]`: how long one large 835
 * takes to import with the ledger's guards on. A measurement, not a test (not in `npm test`):
 * a fresh embedded database gets one doula with one claim submitted and sent in a real batch,
 * which is copied in SQL into `--claims` sent claims (own IDs and form IDs, same batch); then one
 * 835 pays each in full with its own payer claim number, and the import service's
 * `importResponse` is timed. Prints the time and what the import matched.
 */
const { values: args } = parseArgs({
  options: {
    claims: { type: 'string', default: '5000' },
    // Prints the slowest statements of the import and their share of the time.
    profile: { type: 'boolean', default: false },
  },
});
const count = Number(args.claims);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-835-'));
const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }), silentLog);
const t = await buildTestApp({}, { databaseUrl: database.url });
try {
  const doula = await createDoula(t, 'bench-835@example.com');
  const firstId = await submitClaim(t, doula);
  await sendInBatch(t, [firstId]);

  // Copies of the sent claim, one statement per table: the claim row with a new id, form ID
  // and idempotency key, its place in the same batch, and its history so far.
  const seeded = Date.now();
  await t.database.pool.query(
    `CREATE TEMP TABLE copies AS
       SELECT gen_random_uuid() AS id, n, 'DB-2099-' || lpad(n::text, 6, '0') AS form_id
       FROM generate_series(1, $1::int - 1) AS n;
     INSERT INTO claims
       SELECT (jsonb_populate_record(c, to_jsonb(c) || jsonb_build_object(
         'id', k.id, 'form_id', k.form_id, 'idempotency_key', 'bench-' || k.n))).*
       FROM claims c, copies k WHERE c.id = '${firstId}';
     INSERT INTO claim_batch_claims (batch_id, claim_id, position, batch_open)
       SELECT b.batch_id, k.id, b.position + k.n, b.batch_open
       FROM claim_batch_claims b, copies k WHERE b.claim_id = '${firstId}';`.replace(
      '$1::int',
      String(count),
    ),
  );
  const { rows } = await t.database.pool.query<{ form_id: string; service: string }>(
    `SELECT form_id, service_date_from::text AS service FROM claims
     WHERE user_id = $1 AND status = 'processing' ORDER BY form_id`,
    [doula.userId],
  );
  if (rows.length !== count) throw new Error(`seeded ${rows.length} sent claims, not ${count}`);
  console.log(`seeded ${rows.length} sent claims in ${Date.now() - seeded} ms`);
  // A database in service has long been vacuumed and analysed; time the import, not autovacuum.
  await t.database.pool.query('VACUUM ANALYZE claims, claim_batch_claims, claim_status_changes');

  const segments = rows.flatMap((row, index) =>
    claimPayment(
      { formId: row.form_id, serviceDate: row.service },
      { paid: '162.11', payerClaimNumber: `BENCH${String(index).padStart(8, '0')}` },
    ),
  );
  const text = remittance835(((16211 * count) / 100).toFixed(2), segments);
  const imports = createImportService(t.database.db, {
    claimHooks,
    taxIds: await loadTaxIdCipher(t.config),
  });
  const statements = new Map<string, { count: number; ms: number }>();
  if (args.profile) profileStatements(statements);
  const started = performance.now();
  const result = await imports.importResponse(
    { name: 'bench.835', bytes: Buffer.from(text) },
    { email: 'bench-operator@example.com', label: 'operator' },
  );
  const ms = performance.now() - started;
  console.log(
    `import of ${count} claim payments: ${(ms / 1000).toFixed(2)} s, outcome ${result.import.outcome}, matched ${result.import.matched.length}, unmatched ${result.unmatched.length}`,
  );
  if (result.unmatched.length > 0) console.log(result.unmatched.slice(0, 3));
  if (args.profile) {
    const slowest = [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
    for (const [text, { count: times, ms: spent }] of slowest) {
      console.log(`${spent.toFixed(0).padStart(6)} ms ${String(times).padStart(5)}× ${text}`);
    }
  }
  const { rows: after } = await t.database.pool.query(
    `SELECT status, count(*)::int AS n FROM claims GROUP BY status`,
  );
  console.log(after);
  const [load] = os.loadavg();
  console.log(`load average (1 min): ${load!.toFixed(2)} on ${os.cpus().length} cores`);
} finally {
  await t.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Times every statement sent on any connection, by the start of its text. */
function profileStatements(statements: Map<string, { count: number; ms: number }>) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '?'))
      .replace(/\s+/g, ' ')
      .slice(0, 90);
    const started = performance.now();
    const result = query.apply(this, args);
    const record = () => {
      const entry = statements.get(text) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - started;
      statements.set(text, entry);
    };
    if (result instanceof Promise) void result.then(record, record);
    return result;
  } as typeof pg.Client.prototype.query;
}
