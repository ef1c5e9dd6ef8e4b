import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import type { Transform } from 'node:stream';
import { sealBackup } from './backup-envelope.ts';
import { loadBackupKey } from './backup-key.ts';
import { collectArchivedWal, walDirOf, type ArchiveConfig } from './wal-archive.ts';

// Any fixed number works; app servers sharing one cluster take turns.
const BASE_BACKUP_LOCK = 7_201_512;

export const baseDirOf = (config: ArchiveConfig) => path.join(config.backup.dir, 'base');

/*
 * A base backup file holds, after the envelope (backup-envelope.ts): a JSON header line, then
 * per directory or file a JSON line ({ path, mode, size } for files) followed by its bytes, and
 * a JSON end line. Its name carries the time it ended and the first WAL segment it needs, so a
 * restore and the clean-up choose without decrypting anything.
 */
export interface BaseHeader {
  format: 'doula-billing-base-backup';
  version: 1;
  startedAt: string;
  /** The cluster's password file, for a restore into a DATA_DIR that lost it. */
  password: string | undefined;
}
export type Entry =
  { type: 'dir'; path: string } | { type: 'file'; path: string; mode: number; size: number };

/** As PostgreSQL's own base backups: contents rebuilt at start, or that must not be restored. */
const SKIP_CONTENTS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const SKIP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  'pg_internal.init',
]);

const stampOf = (date: Date) => date.toISOString().replaceAll(':', '-');
const NAME = /^base-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d\.\d{3}Z)-([0-9A-F]{24})\.backup$/;

interface BaseBackupFile {
  file: string;
  stoppedAt: Date;
  firstSegment: string;
}

export async function baseBackups(config: ArchiveConfig): Promise<BaseBackupFile[]> {
  const names = await fs.readdir(baseDirOf(config)).catch(() => [] as string[]);
  return names
    .map((name) => NAME.exec(name))
    .filter((match) => match !== null)
    .map(([name, day, minute, second, segment]) => ({
      file: path.join(baseDirOf(config), name!),
      stoppedAt: new Date(`${day}:${minute}:${second}`),
      firstSegment: segment!,
    }))
    .sort((a, b) => a.stoppedAt.getTime() - b.stoppedAt.getTime());
}

/** The newest base backup's end, or undefined: the schedule runs one interval after it. */
export async function newestBaseBackupAt(config: ArchiveConfig): Promise<number | undefined> {
  return (await baseBackups(config)).at(-1)?.stoppedAt.getTime();
}

async function* entriesOf(root: string, relative = ''): AsyncGenerator<Entry> {
  const found = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  for (const item of found) {
    const at = path.posix.join(relative, item.name);
    if (SKIP_FILES.has(item.name) || item.name.startsWith('pgsql_tmp')) continue;
    if (item.isDirectory()) {
      yield { type: 'dir', path: at };
      if (relative === '' && SKIP_CONTENTS.has(item.name)) {
        if (item.name === 'pg_wal') {
          yield { type: 'dir', path: 'pg_wal/archive_status' };
          yield { type: 'dir', path: 'pg_wal/summaries' };
        }
        continue;
      }
      yield* entriesOf(root, at);
    } else if (item.isFile()) {
      // A file may go (a dropped table) while the backup runs: the WAL replay accounts for it.
      const stat = await fs.stat(path.join(root, at)).catch(() => undefined);
      if (stat) yield { type: 'file', path: at, mode: stat.mode & 0o777, size: stat.size };
    }
    // No symbolic links: the embedded cluster has no tablespaces and keeps pg_wal inside.
  }
}

/**
 * Writes a file's first `size` bytes: files change while a base backup runs, and PostgreSQL
 * replays the WAL over whatever was copied. A file that shrank is padded with zeros.
 */
async function copyInto(stream: Transform, file: string, size: number): Promise<void> {
  const handle = await fs.open(file, 'r').catch(() => undefined);
  const chunk = Buffer.alloc(1 << 20);
  let left = size;
  try {
    while (left > 0) {
      const { bytesRead } = handle
        ? await handle.read(chunk, 0, Math.min(chunk.length, left), size - left)
        : { bytesRead: 0 };
      const part =
        bytesRead > 0
          ? Buffer.from(chunk.subarray(0, bytesRead))
          : Buffer.alloc(Math.min(chunk.length, left));
      left -= part.length;
      if (!stream.write(part)) await once(stream, 'drain');
    }
  } finally {
    await handle?.close();
  }
}

/**
 * Takes a base backup of the running embedded cluster into BACKUP_DIR/base, then keeps the
 * newest BACKUP_KEEP and the archived WAL they need. Undefined when another app server is
 * taking one, or PostgreSQL does not archive its WAL (no point-in-time restore without it).
 */
export async function takeBaseBackup(
  pool: pg.Pool,
  clusterDir: string,
  config: ArchiveConfig,
): Promise<string | undefined> {
  const client = await pool.connect();
  let started = false;
  let failed = false;
  const dir = baseDirOf(config);
  const partial = path.join(dir, `.partial-${process.pid}`);
  try {
    const { rows } = await client.query<{ locked: boolean; archiving: string }>(
      "SELECT pg_try_advisory_lock($1) AS locked, current_setting('archive_mode') AS archiving",
      [BASE_BACKUP_LOCK],
    );
    if (!rows[0]!.locked) return undefined;
    if (rows[0]!.archiving !== 'on') {
      await client.query('SELECT pg_advisory_unlock($1)', [BASE_BACKUP_LOCK]);
      return undefined;
    }
    const key = (await loadBackupKey(config, { create: true }))!;
    await fs.mkdir(config.backup.dir, { recursive: true, mode: 0o711 });
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const password = await fs
      .readFile(path.join(config.dataDir, '.postgres-password'), 'utf8')
      .then((text) => text.trim())
      .catch(() => undefined);

    // Fast: a checkpoint at once rather than spread over minutes.
    await client.query("SELECT pg_backup_start('doula-billing', true)");
    started = true;
    const header: BaseHeader = {
      format: 'doula-billing-base-backup',
      version: 1,
      startedAt: new Date().toISOString(),
      password,
    };
    const [first, ...rest] = sealBackup(key, 1);
    const written = pipeline([
      first!,
      ...rest,
      createWriteStream(partial, { mode: 0o600 }),
    ] as unknown as [NodeJS.ReadWriteStream]);
    const line = async (value: object) => {
      if (!first!.write(`${JSON.stringify(value)}\n`)) await once(first!, 'drain');
    };
    await line(header);
    for await (const entry of entriesOf(clusterDir)) {
      await line(entry);
      if (entry.type === 'file')
        await copyInto(first!, path.join(clusterDir, entry.path), entry.size);
    }
    // Waits until the last WAL segment the backup needs is archived.
    const { rows: stop } = await client.query<{ labelfile: string; spcmapfile: string }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(true)',
    );
    started = false;
    const label = Buffer.from(stop[0]!.labelfile, 'utf8');
    await line({ type: 'file', path: 'backup_label', mode: 0o600, size: label.length });
    if (!first!.write(label)) await once(first!, 'drain');
    await line({ type: 'end' });
    first!.end();
    await written;
    const segment = /START WAL LOCATION: .*\(file ([0-9A-F]{24})\)/.exec(stop[0]!.labelfile)?.[1];
    if (!segment) throw new Error('pg_backup_stop returned no start WAL file');
    const file = path.join(dir, `base-${stampOf(new Date())}-${segment}.backup`);
    await fs.rename(partial, file);
    await collectArchivedWal(config); // before the clean-up, which looks at BACKUP_DIR/wal
    await pruneBaseBackups(config);
    return file;
  } catch (error) {
    failed = true;
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    // A connection whose backup did not stop is closed: PostgreSQL then ends the backup.
    if (!failed && !started) {
      await client.query('SELECT pg_advisory_unlock($1)', [BASE_BACKUP_LOCK]).catch(() => {});
    }
    client.release(failed || started);
  }
}

/** Keeps the newest BACKUP_KEEP base backups and the archived WAL from the oldest one on. */
async function pruneBaseBackups(config: ArchiveConfig): Promise<void> {
  const all = await baseBackups(config);
  const kept = all.slice(Math.max(0, all.length - config.backup.keep));
  for (const old of all.slice(0, all.length - kept.length)) await fs.rm(old.file, { force: true });
  const oldest = kept[0];
  if (!oldest) return;
  // Segment names are timeline (8 hex digits) then position; a position before the oldest
  // kept backup's first segment is not needed on any timeline. History files stay.
  const position = oldest.firstSegment.slice(8);
  for (const name of await fs.readdir(walDirOf(config)).catch(() => [] as string[])) {
    if (/^[0-9A-F]{24}(\.|$)/.test(name) && name.slice(8, 24) < position) {
      await fs.rm(path.join(walDirOf(config), name), { force: true });
    }
  }
}
