import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Readable, Transform } from 'node:stream';
import type { AppConfig } from '../config.ts';
import { freePort } from '../db/embedded-postgres.ts';
import {
  inRuntimeRoot,
  postgresLayout,
  reachableBy,
  RUNTIME_ROOT,
  type PostgresLayout,
  type PostgresUser,
} from '../db/postgres-access.ts';
import { runPostgres, type PostgresSettings } from '../db/postgres-process.ts';
import type { ServerLog } from '../logger.ts';
import { StartupError } from '../startup/startup-error.ts';
import { BackupFileError, DAMAGED, openBackup, sealBackup } from './backup-envelope.ts';
import { backupKeyPlaces, loadBackupKey, type BackupKey } from './backup-key.ts';

/**
 * A recovery point of minutes for the embedded database (docs/decisions/041): PostgreSQL
 * archives each finished write-ahead log segment into BACKUP_DIR/wal through
 * wal-archive-command.mjs, which encrypts it with the backup key, and switches segments at
 * least every ARCHIVE_TIMEOUT_SECONDS; a base backup (PostgreSQL's low-level API: the embedded
 * binaries have no pg_basebackup) goes to BACKUP_DIR/base on the backup schedule; a restore to
 * a point in time puts the newest base backup before that time into an empty cluster and lets
 * PostgreSQL replay the archive up to it.
 */
type ArchiveConfig = Pick<AppConfig, 'backup' | 'dataDir'>;

/** At most this much work is not yet in the archive: 5 minutes. */
export const ARCHIVE_TIMEOUT_SECONDS = 300;
const KEY_VARIABLE = 'DOULA_BACKUP_KEY';
const script = fileURLToPath(new URL('./wal-archive-command.mjs', import.meta.url));
// Any fixed number works; app servers sharing one cluster take turns.
const BASE_BACKUP_LOCK = 7_201_512;

export const walDirOf = (config: ArchiveConfig) => path.join(config.backup.dir, 'wal');
export const baseDirOf = (config: ArchiveConfig) => path.join(config.backup.dir, 'base');

/** One shell word; `%` doubled, since PostgreSQL reads `%p`, `%f` in the command. */
const word = (text: string) => `'${text.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;

/** The command script PostgreSQL runs and the directory it archives into and restores from. */
interface ArchivePlace {
  script: string;
  dir: string;
}

function command(place: ArchivePlace, mode: 'archive' | 'restore', args: string): string {
  return `${word(process.execPath)} ${word(place.script)} ${mode} ${args} ${word(place.dir)}`;
}

/**
 * As root with BACKUP_DIR out of the `postgres` user's reach (the default DATA_DIR/backups in a
 * private home): PostgreSQL archives into this directory of its own, and the server (root)
 * moves the files on into BACKUP_DIR/wal (collectArchivedWal).
 */
export const walStagingOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(
    RUNTIME_ROOT,
    'wal',
    createHash('sha256').update(path.resolve(config.dataDir)).digest('hex').slice(0, 16),
  );

/** By its folders and its read bit for others (root owns node, the script and their copies). */
const readableBy = (file: string, user: PostgresUser) =>
  reachableBy(path.dirname(file), user) && (statSync(file).mode & 0o004) !== 0;

/**
 * The archive command for PostgreSQL's user: the shipped script, or, when a private directory
 * hides the checkout, a copy in RUNTIME_ROOT named by its contents (as the binaries are copied:
 * root-owned, world-readable), so an upgrade brings its own copy and never changes one in use.
 */
async function scriptFor(user: PostgresUser): Promise<string> {
  if (readableBy(script, user)) return script;
  const bytes = await fs.readFile(script);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const copy = path.join(RUNTIME_ROOT, `wal-archive-command-${hash}.mjs`);
  if (existsSync(copy)) return copy;
  return inRuntimeRoot(async () => {
    const partial = `${copy}.${process.pid}`;
    await fs.writeFile(partial, bytes, { mode: 0o644 });
    await fs.chmod(partial, 0o644); // whatever the umask
    await fs.rename(partial, copy);
    return copy;
  });
}

/**
 * Where PostgreSQL's user archives: BACKUP_DIR/wal, or as root the staging directory when
 * BACKUP_DIR is out of that user's reach; or why it cannot archive at all.
 */
async function prepareArchive(
  config: ArchiveConfig,
  layout: PostgresLayout,
): Promise<ArchivePlace | string> {
  const dir = walDirOf(config);
  await fs.mkdir(config.backup.dir, { recursive: true, mode: 0o711 });
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const user = layout.runAs;
  if (!user) return { script, dir };
  if (!readableBy(process.execPath, user)) {
    return `The write-ahead log is not archived (no point-in-time restore): PostgreSQL runs as the "postgres" user, which cannot reach ${process.execPath}; install Node.js outside private directories, or run the server as a normal user.`;
  }
  const place = { script: await scriptFor(user), dir };
  // BACKUP_DIR made private (0700) by an earlier version: PostgreSQL's user must pass through
  // it to its own folder; the backups in it stay readable by their owner only.
  const { mode } = await fs.stat(config.backup.dir);
  if ((mode & 0o001) === 0) await fs.chmod(config.backup.dir, (mode & 0o777) | 0o011);
  if (reachableBy(config.backup.dir, user)) {
    await fs.chown(dir, user.uid, user.gid);
    return place;
  }
  const staging = walStagingOf(config);
  await inRuntimeRoot(async () => {
    await fs.mkdir(path.dirname(staging), { recursive: true, mode: 0o755 });
    await fs.mkdir(staging, { recursive: true, mode: 0o700 });
    await fs.chown(staging, user.uid, user.gid);
  });
  return { ...place, dir: staging };
}

/** An archived file's contents, decrypted (WAL segments are 16 MB). */
async function plainOf(file: string, key: BackupKey | undefined, places: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await openBackup(file, key, places)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** On disk before the staging copy goes: a file's bytes, or a folder's new name. */
async function flush(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const TEMPORARY = /\.tmp-\d+$/; // the command script's file being written

/**
 * Moves what PostgreSQL archived into the staging directory (walStagingOf) on into
 * BACKUP_DIR/wal: copied, flushed, then removed. A file BACKUP_DIR/wal already holds is
 * dropped when its contents are the same (a retried archive); with other contents both stay
 * and this fails, as the archive command itself refuses to overwrite.
 */
export async function collectArchivedWal(config: ArchiveConfig): Promise<number> {
  const staging = walStagingOf(config);
  const names = (await fs.readdir(staging).catch(() => [] as string[]))
    .filter((name) => !TEMPORARY.test(name))
    .sort();
  if (names.length === 0) return 0;
  const dir = walDirOf(config);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const places = backupKeyPlaces(config);
  let key: BackupKey | undefined;
  const conflicts: string[] = [];
  for (const name of names) {
    const source = path.join(staging, name);
    const target = path.join(dir, name);
    if (existsSync(target)) {
      key ??= await loadBackupKey(config, { create: false });
      const same = (await plainOf(source, key, places)).equals(await plainOf(target, key, places));
      if (same) await fs.rm(source, { force: true });
      else conflicts.push(name);
      continue;
    }
    const partial = `${target}.tmp-${process.pid}`;
    await fs.copyFile(source, partial);
    await flush(partial);
    await fs.rename(partial, target);
    await flush(dir);
    await fs.rm(source, { force: true });
  }
  if (conflicts.length > 0) {
    throw new Error(
      `${dir} already holds other write-ahead log files named ${conflicts.join(', ')} (another database archiving into the same BACKUP_DIR?): they stay in ${staging}.`,
    );
  }
  return names.length - conflicts.length;
}

/** What the embedded PostgreSQL starts with when it archives its write-ahead log. */
export function walArchiveSettings(
  config: ArchiveConfig,
  log: ServerLog,
): (layout: PostgresLayout) => Promise<PostgresSettings | undefined> {
  return async (layout) => {
    if (!config.backup.walArchive) return undefined;
    const key = (await loadBackupKey(config, { create: true }))!;
    const place = await prepareArchive(config, layout);
    if (typeof place === 'string') {
      log.warn(place);
      return undefined;
    }
    return {
      options: {
        wal_level: 'replica',
        archive_mode: 'on',
        archive_command: command(place, 'archive', '"%p" "%f"'),
        archive_timeout: String(ARCHIVE_TIMEOUT_SECONDS),
      },
      env: { [KEY_VARIABLE]: key.key.toString('base64') },
    };
  };
}

/*
 * A base backup file holds, after the envelope (backup-envelope.ts): a JSON header line, then
 * per directory or file a JSON line ({ path, mode, size } for files) followed by its bytes, and
 * a JSON end line. Its name carries the time it ended and the first WAL segment it needs, so a
 * restore and the clean-up choose without decrypting anything.
 */
interface BaseHeader {
  format: 'doula-billing-base-backup';
  version: 1;
  startedAt: string;
  /** The cluster's password file, for a restore into a DATA_DIR that lost it. */
  password: string | undefined;
}
type Entry =
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

async function baseBackups(config: ArchiveConfig): Promise<BaseBackupFile[]> {
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

/** Reads lines and byte runs from a stream. */
class Reader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async more(): Promise<boolean> {
    const next = await this.chunks.next();
    if (next.done) return false;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value;
    return true;
  }

  async line(): Promise<string> {
    for (;;) {
      const at = this.buffer.indexOf(10);
      if (at >= 0) {
        const text = this.buffer.subarray(0, at).toString('utf8');
        this.buffer = this.buffer.subarray(at + 1);
        return text;
      }
      if (!(await this.more())) throw new BackupFileError(DAMAGED);
    }
  }

  async bytes(size: number, sink: (part: Buffer) => Promise<unknown>): Promise<void> {
    let left = size;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.more())) throw new BackupFileError(DAMAGED);
      const part = this.buffer.subarray(0, Math.min(left, this.buffer.length));
      this.buffer = this.buffer.subarray(part.length);
      left -= part.length;
      await sink(part);
    }
  }
}

/** Unpacks a base backup into the (empty) cluster directory; returns its header. */
async function unpack(body: Readable, layout: PostgresLayout): Promise<BaseHeader> {
  const reader = new Reader(body);
  const header = JSON.parse(await reader.line()) as BaseHeader | null;
  if (header?.format !== 'doula-billing-base-backup' || header.version !== 1) {
    throw new BackupFileError('This is not a base backup this version can read.');
  }
  const own = async (target: string) => {
    if (layout.runAs) await fs.chown(target, layout.runAs.uid, layout.runAs.gid);
  };
  for (;;) {
    const entry = JSON.parse(await reader.line()) as Entry | { type: 'end' };
    if (entry.type === 'end') return header;
    const target = path.join(layout.clusterDir, entry.path);
    if (!target.startsWith(layout.clusterDir + path.sep)) throw new BackupFileError(DAMAGED);
    if (entry.type === 'dir') {
      await fs.mkdir(target, { recursive: true, mode: 0o700 });
      await own(target);
      continue;
    }
    const handle = await fs.open(target, 'w', entry.mode);
    try {
      await reader.bytes(entry.size, (part) => handle.write(part));
    } finally {
      await handle.close();
    }
    await own(target);
  }
}

/** Empties the cluster directory (keeps it: as root it may be a relocated, owned directory). */
async function emptyDir(dir: string): Promise<void> {
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    await fs.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/**
 * When PostgreSQL's user cannot reach BACKUP_DIR/wal, copies the archived files a restore from
 * the base backup starting at `firstSegment` needs (and every timeline history file) into its
 * staging directory; returns the copies, removed again after the restore.
 */
async function stageForRestore(
  config: ArchiveConfig,
  place: ArchivePlace,
  firstSegment: string,
  layout: PostgresLayout,
): Promise<string[]> {
  const dir = walDirOf(config);
  if (place.dir === dir) return [];
  await collectArchivedWal(config);
  const position = firstSegment.slice(8);
  const copies: string[] = [];
  for (const name of await fs.readdir(dir)) {
    if (TEMPORARY.test(name)) continue;
    if (/^[0-9A-F]{24}(\.|$)/.test(name) && name.slice(8, 24) < position) continue;
    const copy = path.join(place.dir, name);
    await fs.copyFile(path.join(dir, name), copy);
    copies.push(copy);
    if (layout.runAs) await fs.chown(copy, layout.runAs.uid, layout.runAs.gid);
  }
  return copies;
}

/**
 * Restores the embedded database to `target` (or the end of the archive): the newest base
 * backup that ended before it, then PostgreSQL replays the archived WAL and stops at the first
 * transaction committed after it. Needs an empty (or lost) cluster; on failure it stays empty.
 */
export async function restoreToTime(
  config: ArchiveConfig,
  target: Date | 'latest',
  log: ServerLog,
): Promise<{ from: Date; to: string }> {
  const key = await loadBackupKey(config, { create: false });
  const passwordFile = path.join(config.dataDir, '.postgres-password');
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o711 });
  const layout = await postgresLayout(config.dataDir, !existsSync(passwordFile));
  if (existsSync(path.join(layout.clusterDir, 'PG_VERSION'))) {
    throw new BackupFileError(
      `The database in ${layout.clusterDir} still exists: stop the server, move that directory away, and run this again (a point-in-time restore writes a new one).`,
    );
  }
  const candidates = (await baseBackups(config)).filter(
    (base) => target === 'latest' || base.stoppedAt < target,
  );
  const base = candidates.at(-1);
  if (!base) {
    throw new BackupFileError(
      `There is no base backup in ${baseDirOf(config)} older than ${target === 'latest' ? 'now' : target.toISOString()}: a point-in-time restore starts from one (the server takes one on the backup schedule).`,
    );
  }
  const places = backupKeyPlaces(config);
  const place = await prepareArchive(config, layout);
  if (typeof place === 'string') throw new BackupFileError(place);
  const copies = await stageForRestore(config, place, base.firstSegment, layout);
  await fs.mkdir(layout.clusterDir, { recursive: true, mode: 0o700 });
  if (layout.runAs) await fs.chown(layout.clusterDir, layout.runAs.uid, layout.runAs.gid);
  // A damaged file is found while unpacking (the tag at its end): the directory is emptied again.
  try {
    const header = await unpack(await openBackup(base.file, key, places), layout);
    if (header.password) {
      await fs.writeFile(passwordFile, `${header.password}\n`, { mode: 0o600 });
    }
    await fs.writeFile(path.join(layout.clusterDir, 'recovery.signal'), '', { mode: 0o600 });
    if (layout.runAs) {
      await fs.chown(
        path.join(layout.clusterDir, 'recovery.signal'),
        layout.runAs.uid,
        layout.runAs.gid,
      );
    }
    const archive = await walArchiveSettings(config, log)(layout);
    const settings: PostgresSettings = {
      options: {
        ...archive?.options,
        restore_command: command(place, 'restore', '"%f" "%p"'),
        recovery_target_action: 'promote',
        // PostgreSQL's own form, in UTC ('2026-11-25 17:40:00.123+00').
        ...(target === 'latest'
          ? {}
          : { recovery_target_time: target.toISOString().replace('T', ' ').replace('Z', '+00') }),
      },
      env: { [KEY_VARIABLE]: key!.key.toString('base64'), ...archive?.env },
    };
    // Starts once recovery has reached the target and PostgreSQL has promoted itself.
    const postgres = await runPostgres(layout, await freePort(), log, settings);
    await postgres.stop();
  } catch (error) {
    await emptyDir(layout.clusterDir);
    if ((error as { code?: string }).code?.startsWith('Z_') || error instanceof SyntaxError) {
      throw new BackupFileError(DAMAGED); // unzip or a JSON line failed: a changed file
    }
    if (error instanceof StartupError && /before configured recovery target/.test(error.message)) {
      throw new BackupFileError(
        `The write-ahead log archive in ${walDirOf(config)} ends before ${target === 'latest' ? 'now' : target.toISOString()}: choose an earlier time, or --to latest.`,
      );
    }
    throw error;
  } finally {
    for (const copy of copies) await fs.rm(copy, { force: true });
  }
  if (place.dir !== walDirOf(config)) await collectArchivedWal(config);
  return {
    from: base.stoppedAt,
    to: target === 'latest' ? 'the end of the archive' : target.toISOString(),
  };
}
