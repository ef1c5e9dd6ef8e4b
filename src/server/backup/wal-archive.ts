import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import {
  inRuntimeRoot,
  reachableBy,
  RUNTIME_ROOT,
  type PostgresLayout,
  type PostgresUser,
} from '../db/postgres-access.ts';
import type { PostgresSettings } from '../db/postgres-process.ts';
import type { ServerLog } from '../logger.ts';
import { openBackup } from './backup-envelope.ts';
import { backupKeyPlaces, loadBackupKey, type BackupKey } from './backup-key.ts';
import { appRoot } from '../app-root.ts';

/**
 * A recovery point of minutes for the embedded database (docs/decisions/041): PostgreSQL
 * archives each finished write-ahead log segment into BACKUP_DIR/wal through
 * wal-archive-command.mjs, which encrypts it with the backup key, and switches segments at
 * least every ARCHIVE_TIMEOUT_SECONDS; a base backup (PostgreSQL's low-level API: the embedded
 * binaries have no pg_basebackup) goes to BACKUP_DIR/base on the backup schedule; a restore to
 * a point in time puts the newest base backup before that time into an empty cluster and lets
 * PostgreSQL replay the archive up to it. This file is the archive itself (its settings, where
 * it goes, collecting it); base-backup.ts takes and keeps the base backups, restore-to-time.ts
 * restores from both.
 */
export type ArchiveConfig = Pick<AppConfig, 'backup' | 'dataDir'>;

/** At most this much work is not yet in the archive: 5 minutes. */
export const ARCHIVE_TIMEOUT_SECONDS = 300;
/** Hands the backup key to the archive and restore commands PostgreSQL runs. */
export const KEY_VARIABLE = 'DOULA_BACKUP_KEY';
const script = path.join(appRoot, 'src/server/backup/wal-archive-command.mjs');

export const walDirOf = (config: ArchiveConfig) => path.join(config.backup.dir, 'wal');

/** One shell word; `%` doubled, since PostgreSQL reads `%p`, `%f` in the command. */
const word = (text: string) => `'${text.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;

/** The command script PostgreSQL runs and the directory it archives into and restores from. */
export interface ArchivePlace {
  script: string;
  dir: string;
}

export function archiveCommand(
  place: ArchivePlace,
  mode: 'archive' | 'restore',
  args: string,
): string {
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
export async function prepareArchive(
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

export const TEMPORARY = /\.tmp-\d+$/; // the command script's file being written

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
        archive_command: archiveCommand(place, 'archive', '"%p" "%f"'),
        archive_timeout: String(ARCHIVE_TIMEOUT_SECONDS),
      },
      env: { [KEY_VARIABLE]: key.key.toString('base64') },
    };
  };
}
