import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canary,
  canaryApp,
  describeWhatWasLeftBehind,
  registerCanaryDoula,
} from '../../testing/canary.ts';
import { canaryFacilityClaim, canaryRemittance } from '../../testing/canary-requests.ts';
import { type CoreTestServer, startCoreSoapServer } from '../../testing/core-soap-server.ts';
import { answerTo, realTimeConnection } from '../../testing/coverage-checks.ts';
import { idempotencyKey } from '../../testing/doulas.ts';
import { uploadOf } from '../../testing/response-files.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * The copies the product keeps of what it sent and heard: her claim in an 837P batch (her SSN in
 * REF*SY), the payer's 835 paying her (her tax ID as payee, REF*TJ), a coverage check whose 271 carries the subscriber's SSN, from an endpoint that
 * echoes our UsernameToken and password. No row of any table (what every backup copies), no
 * log line, audit row or error answer holds her tax ID, the 271's SSN or the password in clear.
 */
const app = canaryApp();
const { world, call } = app;
let core: CoreTestServer;

/** The 271 for her 270, with the subscriber's SSN where payers put it. */
const answerWithSsn = (x12: string) =>
  answerTo(x12, '271-active').replace(/(~\s*NM1\*IL\*[^~]*~)/, `$1REF*SY*${canary.subscriberSsn}~`);

beforeAll(async () => {
  await registerCanaryDoula(world);
  core = await startCoreSoapServer({ faults: { echoCredentials: true } });
  core.password = canary.corePassword;
  core.respond = answerWithSsn;
  await realTimeConnection(world.t, world.ops, core);
});
afterAll(() => core?.close());

/** Every row of every table of every schema but PostgreSQL's own, as text. */
async function everyStoredRow(t: TestApp): Promise<{ table: string; row: string }[]> {
  const { rows: tables } = await t.database.pool.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await t.database.pool.query<{ row: string }>(
      `SELECT row_to_json(r)::text AS row FROM ${name} r`,
    );
    found.push(...rows.map(({ row }) => ({ table: name, row })));
  }
  return found;
}

/** What must never be kept in clear: also as a bytea column shows it (hex). */
const secrets = [canary.ssnDigits, canary.ssn, canary.subscriberSsn, canary.corePassword];
const forms = (value: string) => [value, Buffer.from(value).toString('hex')];

describe('the copies kept of what was sent and heard', () => {
  it('her claim goes out in a batch and her patient is checked over an echoing endpoint', async () => {
    const submitted = await call(
      'POST /api/claims',
      'submit a claim',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: canaryFacilityClaim(world.doula.patientId, world.doula.facilityId),
      },
      201,
    );
    const batch = await call(
      'POST /api/operator/batches',
      'send the claim in a batch',
      {
        method: 'POST',
        url: '/api/operator/batches',
        cookie: world.ops,
        payload: { payerId: canary.payerId, claimIds: [(submitted.json() as { id: string }).id] },
      },
      201,
    );
    const file = await call(
      'read',
      'download the batch file',
      {
        method: 'GET',
        url: `/api/operator/batches/${(batch.json() as { id: string }).id}/file`,
        cookie: world.ops,
      },
      200,
    );
    // The file itself carries her SSN (it must): the download is the exact file.
    expect(file.body).toContain(`REF*SY*${canary.ssnDigits}~`);

    // The payer's 835 pays her as payee, naming her tax ID (REF*TJ): the stored file is sealed.
    const answer = canaryRemittance(
      submitted.json() as { formId: string; serviceDateFrom: string; totalChargeCents: number },
    );
    expect(answer).toContain(`REF*TJ*${canary.ssnDigits}~`);
    const upload = uploadOf(answer, 'remittance.x12');
    const imported = await call(
      'POST /api/operator/imports',
      'import the 835 paying her',
      { method: 'POST', url: '/api/operator/imports', cookie: world.ops, ...upload },
      201,
    );
    expect((imported.json() as { import: { matched: unknown[] } }).import.matched).toHaveLength(1);

    await call(
      'POST /api/patients/:id/coverage-checks',
      'check her coverage',
      {
        method: 'POST',
        url: `/api/patients/${world.doula.patientId}/coverage-checks`,
        payload: { month: new Date().toISOString().slice(0, 7) },
      },
      200,
    );
    // The endpoint got the password, and answered with it and the subscriber's SSN.
    expect(core.received.length).toBeGreaterThan(0);
    const { rows } = await world.t.database.pool.query<{ raw_answer: string }>(
      'SELECT raw_answer FROM coverage_checks WHERE raw_answer IS NOT NULL',
    );
    expect(rows.map((row) => row.raw_answer).join('')).toContain('REF*SY*REMOVED~');
  });

  it('no stored row holds her tax ID, the 271 SSN or the real-time password in clear', async () => {
    const stored = await everyStoredRow(world.t);
    expect(stored.length).toBeGreaterThan(50);
    const found = secrets.flatMap((secret) =>
      stored
        .filter(({ row }) => forms(secret).some((form) => row.includes(form)))
        .map(({ table }) => `${secret} in ${table}`),
    );
    expect(found).toEqual([]);
  });
});

describeWhatWasLeftBehind(app, () => {});
