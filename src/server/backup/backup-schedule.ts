import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { loadBackupKey } from './backup-key.ts';
import { createBackup } from './backup.ts';
import { newestBaseBackupAt, takeBaseBackup } from './base-backup.ts';
import { ARCHIVE_TIMEOUT_SECONDS, collectArchivedWal } from './wal-archive.ts';
import type { JobKind } from '../jobs/index.ts';
import type { ServerLog } from '../logger.ts';

/**
 * Scheduled backups for the embedded default (one machine, no database administrator): every
 * BACKUP_EVERY_HOURS into BACKUP_DIR, keeping the newest BACKUP_KEEP; with the WAL archive, a
 * base backup on the same schedule (base-backup.ts). A server that restarts
 * often still backs up: the next run is due one interval after the newest file, not after the
 * start (and at least a minute after the start, so a start stays quick).
 */
const PREFIX = 'doula-billing-';
const SUFFIX = '.backup';
const FIRST_RUN_MIN_MS = 60_000;

type BackupConfig = Pick<AppConfig, 'backup' | 'dataDir'>;

async function backupFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  // ISO timestamps in the names sort in time order.
  return names.filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX)).sort();
}

/** Writes one backup into BACKUP_DIR and removes all but the newest BACKUP_KEEP. */
export async function backupNow(pool: pg.Pool, config: BackupConfig): Promise<string> {
  const { dir, keep } = config.backup;
  const key = (await loadBackupKey(config, { create: true }))!;
  // Passable, not listable: PostgreSQL's user reaches its WAL archive inside (wal-archive.ts).
  await fs.mkdir(dir, { recursive: true, mode: 0o711 });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const file = path.join(dir, `${PREFIX}${stamp}${SUFFIX}`);
  await createBackup(pool, file, { key });
  const files = await backupFiles(dir);
  for (const old of files.slice(0, Math.max(0, files.length - keep))) {
    await fs.rm(path.join(dir, old), { force: true });
  }
  return file;
}

/**
 * `work` as recurring work of the job queue: every `interval` after the previous run, the first
 * one interval after `newestAt()` (and at least a minute after the start). A failure is logged
 * as before and the next run still comes.
 */
function every(
  name: string,
  interval: number,
  newestAt: () => Promise<number>,
  work: () => Promise<string | undefined>,
  log: ServerLog,
  what: string,
): JobKind {
  return {
    name,
    every: {
      ms: interval,
      firstRunAt: async () =>
        new Date(Math.max(Date.now() + FIRST_RUN_MIN_MS, (await newestAt()) + interval)),
    },
    async run() {
      try {
        const file = await work();
        if (file) log.info(`${what} ${file}.`);
      } catch (error) {
        log.error(
          `Scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}

/**
 * As root, PostgreSQL may archive into a staging directory of its own (BACKUP_DIR out of its
 * user's reach, wal-archive.ts): moved on into BACKUP_DIR/wal as often as a segment is due.
 */
function collectEvery(config: BackupConfig, log: ServerLog): () => void {
  const timer = setInterval(() => {
    collectArchivedWal(config).catch((error: unknown) =>
      log.error(
        `Moving the write-ahead log archive failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }, ARCHIVE_TIMEOUT_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The scheduled backups, as kinds of work for the job queue: a backup, and when PostgreSQL
 * archives its WAL (embedded cluster in `clusterDir`) a base backup, each every
 * BACKUP_EVERY_HOURS. Only the app server that runs the embedded database has them: backups are
 * written into its BACKUP_DIR, so another server (or one on DATABASE_URL) must never take them,
 * and the queue gives a job only to a worker that knows its kind.
 */
export function backupJobs(
  pool: pg.Pool,
  config: BackupConfig & Pick<AppConfig, 'databaseUrl'>,
  log: ServerLog,
  clusterDir?: string,
): JobKind[] {
  if (config.databaseUrl || config.backup.everyHours === 0) return [];
  const interval = config.backup.everyHours * 3_600_000;
  const newestBackupAt = async () => {
    const [newest] = (await backupFiles(config.backup.dir)).reverse();
    return newest ? (await fs.stat(path.join(config.backup.dir, newest))).mtimeMs : -Infinity;
  };
  const kinds = [
    every(
      'backup.logical',
      interval,
      newestBackupAt,
      () => backupNow(pool, config),
      log,
      'Backed up the database to',
    ),
  ];
  if (config.backup.walArchive && clusterDir) {
    kinds.push(
      every(
        'backup.base',
        interval,
        async () => (await newestBaseBackupAt(config)) ?? -Infinity,
        () => takeBaseBackup(pool, clusterDir, config),
        log,
        'Took a base backup of the database (for point-in-time restores) into',
      ),
    );
  }
  return kinds;
}

/**
 * Moving this machine's archived WAL on (embedded database, as root): a timer of this process,
 * not a queued job, since the files are on this machine. Returns a function that stops it.
 */
export function collectArchivedWalOnThisMachine(
  config: BackupConfig & Pick<AppConfig, 'databaseUrl'>,
  log: ServerLog,
  clusterDir?: string,
): () => void {
  if (config.databaseUrl || !config.backup.walArchive || !clusterDir) return () => {};
  return process.getuid?.() === 0 ? collectEvery(config, log) : () => {};
}
