import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { registeredUser } from './fixtures.ts';
import { validFacility, validPatient } from './record-fixtures.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { validClaim } from './write-routes.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * The backup tests' source: two doulas with tax IDs, patients (one with a name full of COPY's
 * special characters), facilities, claims with status changes, sessions and audit rows. The app
 * runs with no key settings at all (tax IDs under DATA_DIR/tax-id.key), as a plain `npm start`
 * does; `scratch` is the test's own directory, removed by `close`.
 */
export async function seededBackupSource(prefix: string): Promise<{
  t: TestApp;
  scratch: string;
  sourceData: string;
  close: () => Promise<void>;
}> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(scratch, 0o755); // reachable by the cluster's `postgres` user when run as root
  const sourceData = path.join(scratch, 'source-data');
  const t = await buildTestApp({ TAX_ID_KEY: '', DATA_DIR: sourceData });
  for (const email of ['ana@example.com', 'bea@example.com']) {
    const { cookie } = await registeredUser(t, email);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
    const patient = (await post('/api/patients', validPatient())).json() as { id: string };
    await post('/api/patients', validPatient({ firstName: 'Zoë', lastName: "O'Brien\\Tab\t" }));
    await post('/api/facilities', validFacility());
    for (let i = 0; i < 3; i += 1) {
      const claim = await post(
        '/api/claims',
        validClaim(patient.id, { notes: `line one\nline two ${i}` }),
        {
          'idempotency-key': `backup-${randomUUID()}`,
        },
      );
      expect(claim.statusCode).toBe(201);
    }
  }
  const [claim] = (await t.database.pool.query<{ id: string }>('SELECT id FROM claims LIMIT 1'))
    .rows;
  await t.app.inject({ method: 'GET', url: '/healthz' });
  const { createClaimService } = await import('../modules/claims/index.ts');
  await createClaimService(t.database.db, { claimHooks }).changeStatus(
    claim!.id,
    { status: 'approved', note: 'paid' },
    { label: 'test' },
  );
  return {
    t,
    scratch,
    sourceData,
    close: async () => {
      await t.close();
      await fs.rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Every row of every public table, and every sequence, as comparable text. */
export async function contents(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT to_jsonb(x)::text AS row FROM public."${name}" x ORDER BY 1`,
      );
      out[name] = rows.map((r) => r.row);
    }
    const { rows: sequences } = await client.query<{ row: string }>(
      "SELECT sequencename || '=' || coalesce(last_value, 0) AS row FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    out['(sequences)'] = sequences.map((r) => r.row);
    return out;
  } finally {
    await client.end();
  }
}
