import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
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
import { createTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { DAMAGED, openBackup } from './backup-envelope.ts';
import { parseBackupKey } from './backup-key.ts';
import { backupNow } from './backup-schedule.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * A seeded database (two doulas with tax IDs, patients, facilities, claims with status changes,
 * sessions, audit rows) is backed up, restored elsewhere, and every table compared row for row.
 * The app runs with no key settings at all (tax IDs under DATA_DIR/tax-id.key), as a plain
 * `npm start` does.
 */
const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const backupKey = randomBytes(32).toString('base64');
const places = 'BACKUP_KEY';
let t: TestApp;
let scratch: string;
let sourceData: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-restore-'));
  await fs.chmod(scratch, 0o755); // reachable by the cluster's `postgres` user when run as root
  sourceData = path.join(scratch, 'source-data');
  t = await buildTestApp({ TAX_ID_KEY: '', DATA_DIR: sourceData });
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

const withoutKeys = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !['BACKUP_KEY', 'TAX_ID_KEY', 'DATABASE_URL'].includes(name),
    ),
  );

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The profiles' encrypted tax IDs, read from a backup's body (header line, then COPY text). */
function taxIdsOf(body: string): { userId: string; ciphertext: string }[] {
  const [headerLine, ...lines] = body.split('\n');
  const header = JSON.parse(headerLine!) as { tables: { name: string; columns: string[] }[] };
  let at = 0;
  for (const table of header.tables) {
    const end = lines.indexOf('\\.', at);
    if (table.name === 'profiles') {
      const user = table.columns.indexOf('user_id');
      const cipher = table.columns.indexOf('tax_id_ciphertext');
      return lines.slice(at, end).map((line) => {
        const fields = line.split('\t');
        return { userId: fields[user]!, ciphertext: fields[cipher]! };
      });
    }
    at = end + 1;
  }
  return [];
}

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
      await restoreBackup(pool, file, { key, places });
      expect(await contents(target.url)).toEqual(original);
      // A second restore into the now non-empty database is refused and changes nothing.
      await expect(restoreBackup(pool, file, { key, places })).rejects.toThrow(/not empty/);
      expect(await contents(target.url)).toEqual(original);
    } finally {
      await pool.end();
      await target.drop();
    }
  });

  it('refuses a missing or wrong key or a changed file in one sentence naming the key, leaving the database empty', async () => {
    const file = path.join(scratch, 'tamper.backup');
    const key = parseBackupKey(backupKey);
    await createBackup(t.database.pool, file, { key });
    const target = await createTestDatabase();
    const empty = await contents(target.url);
    const pool = new pg.Pool({ connectionString: target.url });
    try {
      await expect(restoreBackup(pool, file, { key: undefined, places })).rejects.toThrow(
        `This backup is encrypted with backup key ${key.id}, and there is none here: put that key in BACKUP_KEY, copied from the machine that made the backup.`,
      );
      const wrong = parseBackupKey(randomBytes(32).toString('base64'));
      await expect(restoreBackup(pool, file, { key: wrong, places })).rejects.toThrow(
        `This backup is encrypted with backup key ${key.id}, but BACKUP_KEY holds backup key ${wrong.id}: put the key it was made with in BACKUP_KEY.`,
      );
      const bytes = await fs.readFile(file);
      for (const at of [40, bytes.length - 40, bytes.length - 3]) {
        const changed = Buffer.from(bytes);
        changed[at]! ^= 1;
        await fs.writeFile(file, changed);
        await expect(restoreBackup(pool, file, { key, places })).rejects.toThrow(DAMAGED);
      }
      await fs.writeFile(file, bytes.subarray(0, 20));
      await expect(restoreBackup(pool, file, { key, places })).rejects.toThrow(DAMAGED);
      expect(await contents(target.url)).toEqual(empty);
    } finally {
      await pool.end();
      await target.drop();
    }
  });

  it('refuses a file cut off in the middle of a table, leaving the database empty', async () => {
    // Enough rows that the cut falls in the middle of a table's rows.
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
      const key = parseBackupKey(backupKey);
      await createBackup(sourcePool, file, { key });
      const bytes = await fs.readFile(file);
      await fs.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const empty = await contents(target.url);
      await expect(restoreBackup(pool, file, { key, places })).rejects.toThrow(DAMAGED);
      expect(await contents(target.url)).toEqual(empty);
    } finally {
      await Promise.all([sourcePool.end(), pool.end()]);
      await Promise.all([source.drop(), target.drop()]);
    }
  });

  it('a backup made with no settings holds no key: its tax IDs cannot be decrypted from it; with the key files the command line restores every row', async () => {
    const file = path.join(scratch, 'cli.backup');
    const admin = (args: string[], env: Record<string, string>) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
        cwd: repoRoot,
        // No WAL archive: this test is about the backup file (wal-archive.test.ts is about that).
        env: { ...withoutKeys(process.env), NODE_ENV: 'test', WAL_ARCHIVE: 'off', ...env },
      }).then(
        (done) => ({ ...done, code: 0 }),
        (failed: { code: number; stdout: string; stderr: string }) => failed,
      );
    const made = await admin(['backup', file], {
      DATABASE_URL: t.database.url,
      DATA_DIR: sourceData,
    });
    expect(made.stdout).toMatch(/^Backed up \d+ rows in \d+ tables to /);
    const backupKeyFile = path.join(sourceData, 'backup.key');
    expect(made.stdout).toContain(`(${backupKeyFile}): keep a copy of that key apart`);
    expect((await fs.stat(backupKeyFile)).mode & 0o777).toBe(0o600);

    // The file alone: nothing readable without the backup key.
    await expect(openBackup(file, undefined, places)).rejects.toThrow(
      /is encrypted with backup key/,
    );
    // Even with the backup key, nothing in the file decrypts a tax ID: the tax ID key is not in it.
    const key = parseBackupKey(await fs.readFile(backupKeyFile, 'utf8'));
    const body = await text(await openBackup(file, key, places));
    const taxIds = taxIdsOf(body);
    expect(taxIds).toHaveLength(2);
    const candidates = [...new Set(body.match(/[A-Za-z0-9+/_-]{42,44}={0,2}/g) ?? [])]
      .map((word) =>
        Buffer.from(word, word.includes('-') || word.includes('_') ? 'base64url' : 'base64'),
      )
      .filter((bytes) => bytes.length === 32);
    const taxIdKey = Buffer.from(
      (await fs.readFile(path.join(sourceData, 'tax-id.key'), 'utf8')).trim(),
      'base64',
    );
    const decrypts = (candidate: Buffer) =>
      taxIds.some(({ userId, ciphertext }) => {
        try {
          createTaxIdCipher(candidate).decrypt(ciphertext, userId);
          return true;
        } catch {
          return false;
        }
      });
    expect(candidates.filter(decrypts)).toEqual([]);
    expect(body.includes(taxIdKey.toString('base64'))).toBe(false);
    expect(decrypts(taxIdKey)).toBe(true); // the check above could have found it

    // A new machine without the backup key: one sentence naming the key file, nothing created.
    const dataDir = path.join(scratch, 'restored-data');
    const refused = await admin(['restore', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `This backup is encrypted with backup key ${key.id}, and there is none here: put that key in the key file ${path.join(dataDir, 'backup.key')} (or BACKUP_KEY), copied from the machine that made the backup.`,
    );
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);

    // With the backup key file it restores, and says the tax ID key is still needed.
    await fs.mkdir(dataDir, { recursive: true, mode: 0o711 });
    await fs.copyFile(backupKeyFile, path.join(dataDir, 'backup.key'));
    const restored = await admin(['restore', file], { DATA_DIR: dataDir });
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables from the backup made /);
    expect(restored.stdout).toContain(
      `The restored tax IDs need the tax ID key they were saved with, and ${path.join(dataDir, 'tax-id.key')} does not exist`,
    );
    await fs.copyFile(path.join(sourceData, 'tax-id.key'), path.join(dataDir, 'tax-id.key'));

    const cluster = await startEmbeddedPostgres(dataDir, silentLog);
    try {
      const [copy, original] = [
        await contents(cluster.connectionUrl('app')),
        await contents(t.database.url),
      ];
      const counts = (all: Record<string, string[]>) =>
        Object.fromEntries(Object.entries(all).map(([name, rows]) => [name, rows.length]));
      expect(counts(copy)).toEqual(counts(original));
      expect(copy).toEqual(original);
    } finally {
      await cluster.stop();
    }
  }, 240_000);

  it('scheduled backups go to BACKUP_DIR and only the newest BACKUP_KEEP stay', async () => {
    const dir = path.join(scratch, 'scheduled');
    const config = {
      dataDir: scratch,
      taxIdKey: undefined,
      backup: { dir, keep: 2, everyHours: 24, key: backupKey, walArchive: false },
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
