import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { registeredUser } from '../testing/fixtures.ts';
import { validFacility, validPatient } from '../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { silentLog } from '../logger.ts';
import { validClaim } from '../testing/write-routes.ts';
import { parseBackupKey } from './backup-envelope.ts';
import { backupNow } from './backup-schedule.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * A seeded database (two doulas, patients, facilities, claims with status changes, sessions,
 * audit rows) is backed up, restored elsewhere, and every table compared row for row.
 */
const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const backupKey = randomBytes(32).toString('base64');
let t: TestApp;
let scratch: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-restore-'));
  await fs.chmod(scratch, 0o755); // reachable by the cluster's `postgres` user when run as root
  t = await buildTestApp();
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
  await createClaimService(t.database.db).changeStatus(
    claim!.id,
    { status: 'approved', note: 'paid' },
    { label: 'test' },
  );
});

afterAll(async () => {
  await t?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

/** Every row of every public table, and every sequence, as comparable text. */
async function contents(url: string): Promise<Record<string, string[]>> {
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

describe('backup and restore', () => {
  it('restores an encrypted backup into an empty database with every table equal', async () => {
    const file = path.join(scratch, 'encrypted.backup');
    const key = parseBackupKey(backupKey);
    const made = await createBackup(t.database.pool, file, { key });
    const original = await contents(t.database.url);
    expect(original.claims).toHaveLength(6);
    expect(original.audit_events!.length).toBeGreaterThan(10);
    expect(made.rows).toBe(
      Object.entries(original)
        .filter(([n]) => n !== '(sequences)')
        .reduce((sum, [, rows]) => sum + rows.length, 0),
    );

    // Health information is not readable in the file.
    const bytes = await fs.readFile(file);
    expect(bytes.includes(Buffer.from('line one'))).toBe(false);

    const target = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: target.url });
    try {
      await restoreBackup(pool, file, { key });
      expect(await contents(target.url)).toEqual(original);
      // A second restore into the now non-empty database is refused and changes nothing.
      await expect(restoreBackup(pool, file, { key })).rejects.toThrow(/not empty/);
      expect(await contents(target.url)).toEqual(original);
    } finally {
      await pool.end();
      await target.drop();
    }
  });

  it('refuses a wrong key or a changed file, leaving the database empty', async () => {
    const file = path.join(scratch, 'tamper.backup');
    const key = parseBackupKey(backupKey);
    await createBackup(t.database.pool, file, { key });
    const target = await createTestDatabase();
    const empty = await contents(target.url);
    const pool = new pg.Pool({ connectionString: target.url });
    try {
      await expect(restoreBackup(pool, file, {})).rejects.toThrow(/encrypted: set BACKUP_KEY/);
      await expect(restoreBackup(pool, file, { key: randomBytes(32) })).rejects.toThrow();
      const bytes = await fs.readFile(file);
      bytes[bytes.length - 40]! ^= 1;
      await fs.writeFile(file, bytes);
      await expect(restoreBackup(pool, file, { key })).rejects.toThrow();
      expect(await contents(target.url)).toEqual(empty);
    } finally {
      await pool.end();
      await target.drop();
    }
  });

  it('refuses a file cut off in the middle of a table, leaving the database empty', async () => {
    // Enough rows that the cut falls while a table's COPY is still open: the restore must end
    // that COPY before rolling back, or the rollback waits behind it for ever.
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    const sourcePool = new pg.Pool({ connectionString: source.url });
    const pool = new pg.Pool({ connectionString: target.url });
    try {
      await sourcePool.query(
        `INSERT INTO audit_events (action, entity_type, entity_id, outcome)
         SELECT 'claim.read', 'claim', g::text, 'success' FROM generate_series(1, 50000) g`,
      );
      const file = path.join(scratch, 'cut.backup');
      await createBackup(sourcePool, file, {});
      const bytes = await fs.readFile(file);
      await fs.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const empty = await contents(target.url);
      await expect(restoreBackup(pool, file, {})).rejects.toThrow(/unexpected end of file/);
      expect(await contents(target.url)).toEqual(empty);
    } finally {
      await Promise.all([sourcePool.end(), pool.end()]);
      await Promise.all([source.drop(), target.drop()]);
    }
  });

  it('backs up with the command line and restores into an empty DATA_DIR', async () => {
    const file = path.join(scratch, 'cli.backup');
    const admin = (args: string[], env: Record<string, string>) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'test', ...env },
      });
    const made = await admin(['backup', file], { DATABASE_URL: t.database.url });
    expect(made.stdout).toMatch(/^Backed up \d+ rows in \d+ tables to /);
    expect(made.stdout).toContain('NOT encrypted');

    const dataDir = path.join(scratch, 'restored-data');
    const restored = await admin(['restore', file], { DATA_DIR: dataDir });
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables from the backup made /);

    const cluster = await startEmbeddedPostgres(dataDir, silentLog);
    try {
      expect(await contents(cluster.connectionUrl('app'))).toEqual(await contents(t.database.url));
    } finally {
      await cluster.stop();
    }
  }, 90_000);

  it('scheduled backups go to BACKUP_DIR and only the newest BACKUP_KEEP stay', async () => {
    const dir = path.join(scratch, 'scheduled');
    const config = {
      dataDir: scratch,
      taxIdKey: undefined,
      backup: { dir, keep: 2, everyHours: 24, key: backupKey },
    };
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(path.basename(await backupNow(t.database.pool, config)));
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct timestamps
    }
    expect((await fs.readdir(dir)).sort()).toEqual(made.slice(1));
    expect(made[2]).toMatch(/^doula-billing-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.backup$/);
  });
});
