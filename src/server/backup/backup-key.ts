import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { BackupFileError } from './backup-file-error.ts';

/**
 * The key backups and the write-ahead log archive are encrypted with: BACKUP_KEY, or (the
 * single-machine default) DATA_DIR/backup.key, created on first use readable by its owner only,
 * like the tax ID key. It lives beside the database, never in BACKUP_DIR nor inside a backup:
 * whoever holds only the backups cannot read them. See docs/decisions/041.
 */
export interface BackupKey {
  key: Buffer;
  /** Names the key without revealing it (the first 8 hex digits of its SHA-256). */
  id: string;
  /** Where it came from, for messages: `BACKUP_KEY` or the key file's path. */
  source: string;
}

type KeyConfig = Pick<AppConfig, 'backup' | 'dataDir'>;

export const backupKeyIdOf = (key: Buffer) =>
  createHash('sha256').update(key).digest('hex').slice(0, 8);

export const backupKeyFileOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'backup.key');

/** Where a restore looks for the key, in words. */
export const backupKeyPlaces = (config: KeyConfig) =>
  config.backup.key ? 'BACKUP_KEY' : `the key file ${backupKeyFileOf(config)} (or BACKUP_KEY)`;

export function parseBackupKey(base64: string, source = 'BACKUP_KEY'): BackupKey {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new BackupFileError(`${source} must be 32 bytes, base64-encoded`);
  return { key, id: backupKeyIdOf(key), source };
}

/**
 * The backup key; with `create`, the key file is made when missing (writing backups), without
 * it a missing file gives undefined (a restore must never invent a key).
 */
export async function loadBackupKey(
  config: KeyConfig,
  { create }: { create: boolean },
): Promise<(BackupKey & { created: boolean }) | undefined> {
  if (config.backup.key) return { ...parseBackupKey(config.backup.key), created: false };
  const file = backupKeyFileOf(config);
  let created = false;
  if (!existsSync(file)) {
    if (!create) return undefined;
    await fs.mkdir(config.dataDir, { recursive: true, mode: 0o711 });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    created = await fs
      .writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
      .then(() => true)
      .catch(() => false);
  }
  return { ...parseBackupKey(await fs.readFile(file, 'utf8'), file), created };
}
