import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { freePort } from '../db/embedded-postgres.ts';
import { postgresLayout, type PostgresLayout } from '../db/postgres-access.ts';
import { originEnv } from '../db/postmaster-origin.ts';
import { runPostgres, type PostgresSettings } from '../db/postgres-process.ts';
import type { ServerLog } from '../logger.ts';
import { StartupError } from '../startup/startup-error.ts';
import { baseBackups, baseDirOf, type BaseHeader, type Entry } from './base-backup.ts';
import { DAMAGED, openBackup } from './backup-envelope.ts';
import { BackupFileError } from './backup-file-error.ts';
import { backupKeyPlaces, loadBackupKey } from './backup-key.ts';
import {
  archiveCommand,
  collectArchivedWal,
  KEY_VARIABLE,
  prepareArchive,
  TEMPORARY,
  walArchiveSettings,
  walDirOf,
  type ArchiveConfig,
  type ArchivePlace,
} from './wal-archive.ts';

/*
 * A restore to a point in time (docs/decisions/041): the newest base backup before that time
 * (base-backup.ts) unpacked into an empty cluster, then PostgreSQL replays the archived WAL
 * (wal-archive.ts) up to it.
 */

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
        restore_command: archiveCommand(place, 'restore', '"%f" "%p"'),
        recovery_target_action: 'promote',
        // PostgreSQL's own form, in UTC ('2026-11-25 17:40:00.123+00').
        ...(target === 'latest'
          ? {}
          : { recovery_target_time: target.toISOString().replace('T', ' ').replace('Z', '+00') }),
      },
      env: {
        [KEY_VARIABLE]: key!.key.toString('base64'),
        ...archive?.env,
        ...originEnv(config.dataDir),
      },
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
