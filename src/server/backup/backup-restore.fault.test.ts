import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, seededBackupSource } from '../testing/backup-source.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DAMAGED } from './backup-envelope.ts';
import { parseBackupKey } from './backup-key.ts';
import { backupNow } from './backup-schedule.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * A pool for a database the test drops or restores into: PostgreSQL ends its idle connections
 * ("terminating connection due to administrator command"), which a pool without an error
 * listener would raise as an unhandled error after the test.
 */
function quietPool(url: string) {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', () => {});
  return pool;
}

/**
 * A seeded database is backed up, restored elsewhere, and every table compared row for row; a
 * missing or wrong key, a changed or cut-off file are refused and change nothing; the schedule
 * keeps the newest BACKUP_KEEP. The command line's backup and restore: backup-command-line.fault.test.ts.
 */
const backupKey = randomBytes(32).toString('base64');
const places = 'BACKUP_KEY';
let t: TestApp;
let scratch: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ t, scratch, close } = await seededBackupSource('backup-restore-'));
});

afterAll(async () => {
  await close?.();
});

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
    const pool = quietPool(target.url);
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
    const pool = quietPool(target.url);
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
    const sourcePool = quietPool(source.url);
    const pool = quietPool(target.url);
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
