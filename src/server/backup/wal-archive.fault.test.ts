import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db/database.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../db/embedded-postgres.ts';
import { silentLog } from '../logger.ts';
import { takeBaseBackup } from './base-backup.ts';
import { restoreToTime } from './restore-to-time.ts';
import { collectArchivedWal, walArchiveSettings, walStagingOf } from './wal-archive.ts';
import { ADMIN_BUILD } from '../build/server-build.ts';

/**
 * The recovery point of minutes: an embedded cluster archiving its WAL, a base backup, rows
 * written before and after a noted time, the data directory lost, a restore to that time.
 */
const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let scratch: string;
let cluster: EmbeddedCluster | undefined;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wal-archive-'));
  await fs.chmod(scratch, 0o755); // reachable by the cluster's `postgres` user when run as root
});

/** Left by a run as root in a private directory: the relocated cluster and the WAL staging. */
const runtimeLeftovers: string[] = [];

afterAll(async () => {
  await cluster?.stop();
  for (const dir of runtimeLeftovers) await fs.rm(dir, { recursive: true, force: true });
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function write(pool: pg.Pool, marker: string) {
  // One transaction per row: each has its own commit time.
  for (let i = 0; i < 3; i += 1) {
    await pool.query(
      `INSERT INTO audit_events (action, entity_type, entity_id, outcome)
       VALUES ('claim.read', 'claim', $1, 'success')`,
      [`${marker}-${i}`],
    );
  }
}

async function markers(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    "SELECT entity_id AS id FROM audit_events WHERE entity_id LIKE 'wal-%' ORDER BY 1",
  );
  return rows.map((row) => row.id);
}

const asRoot = process.getuid?.() === 0;
/*
 * `private`: as root, DATA_DIR and BACKUP_DIR (the default DATA_DIR/backups) inside a 0700
 * directory, as in a clone under /root: PostgreSQL's `postgres` user reaches neither, so the
 * cluster is relocated, the archive goes to a staging directory the server moves on from.
 */
const variants = asRoot ? ['reachable', 'private'] : ['reachable'];

describe('write-ahead log archive', () => {
  it.each(variants)(
    'restores to a point in time after the data directory is lost: exactly the rows before it (%s)',
    async (variant) => {
      const home = path.join(scratch, variant);
      await fs.mkdir(home, { mode: variant === 'private' ? 0o700 : 0o755 });
      const dataDir = path.join(home, 'data');
      const config = {
        dataDir,
        backup: {
          dir: path.join(dataDir, 'backups'),
          key: undefined, // the key file DATA_DIR/backup.key, as with no settings
          keep: 7,
          everyHours: 24,
          walArchive: true,
        },
      };
      const start = () =>
        startEmbeddedPostgres(dataDir, silentLog, {
          settings: walArchiveSettings(config, silentLog),
        });
      cluster = await start();
      const staging = walStagingOf(config);
      if (variant === 'private') runtimeLeftovers.push(cluster.clusterDir, staging);
      let pool = new pg.Pool({ connectionString: cluster.connectionUrl() });
      pool.on('error', () => {}); // connections PostgreSQL ends when it stops
      await applyMigrations(pool);
      await write(pool, 'wal-a');
      const base = await takeBaseBackup(pool, cluster.clusterDir, config);
      expect(base).toMatch(/base-.*\.backup$/);
      await write(pool, 'wal-b');
      await pause(50);
      const noted = new Date();
      await pause(50);
      await write(pool, 'wal-c');
      // What archive_timeout does within five minutes, at once.
      const { rows } = await pool.query<{ name: string }>(
        'SELECT pg_walfile_name(pg_switch_wal()) AS name',
      );
      for (let i = 0; i < 200; i += 1) {
        const { rows: done } = await pool.query<{ last: string | null }>(
          'SELECT last_archived_wal AS last FROM pg_stat_archiver',
        );
        if ((done[0]!.last ?? '') >= rows[0]!.name) break;
        await pause(50);
      }
      await pool.end();
      await cluster.stop();
      cluster = undefined;
      if (variant === 'private') {
        // Archived where PostgreSQL's user can write, then moved on as the server does.
        expect(await fs.readdir(staging)).toContain(rows[0]!.name);
        await collectArchivedWal(config);
        expect(await fs.readdir(staging)).toEqual([]);
      }

      // Archived WAL is encrypted: the markers are not readable in it.
      const walDir = path.join(config.backup.dir, 'wal');
      const archived = await fs.readdir(walDir);
      expect(archived).toContain(rows[0]!.name);
      for (const name of archived) {
        const bytes = await fs.readFile(path.join(walDir, name));
        expect(bytes.subarray(0, 5).toString()).toBe('DBBK1');
        expect(bytes.includes(Buffer.from('wal-b-'))).toBe(false);
      }

      // A restore never writes over a database that is still there.
      await expect(restoreToTime(config, noted, silentLog)).rejects.toThrow(
        /still exists: stop the server, move that directory away/,
      );

      // The data directory is lost; the command line restores to the noted time.
      const lost = path.join(dataDir, 'postgres'); // as root in a private directory, a symlink
      await fs.rm(await fs.realpath(lost), { recursive: true, force: true });
      await fs.rm(lost, { recursive: true, force: true });
      await expect(
        restoreToTime(config, new Date(Date.now() - 3_600_000), silentLog),
      ).rejects.toThrow(/There is no base backup in .* older than/);
      const { stdout } = await run(
        process.execPath,
        [ADMIN_BUILD, 'restore', '--to', noted.toISOString()],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: '',
            BACKUP_KEY: '',
            DATA_DIR: dataDir,
            BACKUP_DIR: config.backup.dir,
          },
        },
      );
      expect(stdout).toContain(
        `Restored the database to ${noted.toISOString()}, from the base backup of`,
      );

      cluster = await start();
      pool = new pg.Pool({ connectionString: cluster.connectionUrl() });
      pool.on('error', () => {});
      try {
        expect(await markers(pool)).toEqual([
          'wal-a-0',
          'wal-a-1',
          'wal-a-2',
          'wal-b-0',
          'wal-b-1',
          'wal-b-2',
        ]);
      } finally {
        await pool.end();
        await cluster.stop();
        cluster = undefined;
      }
    },
    240_000,
  );
});
