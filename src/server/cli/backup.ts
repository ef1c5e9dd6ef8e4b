import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { verifyBackup } from '../backup/backup-envelope.ts';
import { backupKeyPlaces, loadBackupKey } from '../backup/backup-key.ts';
import { createBackup, restoreBackup } from '../backup/backup.ts';
import { restoreToTime } from '../backup/restore-to-time.ts';
import { silentLog } from '../logger.ts';
import { loadTaxIdCipher, taxIdKeyFileOf } from '../crypto/tax-id-cipher.ts';
import type { Database } from '../db/database.ts';
import { checkTaxIdKey } from '../startup/check-tax-id-key.ts';
import { StartupError } from '../startup/startup-error.ts';
import { takeOption, UsageError, type CliSubject } from './cli-command.ts';

/**
 * `npm run admin -- backup <file>` and `npm run admin -- restore <file>`: the same database the
 * server uses (DATA_DIR or DATABASE_URL), whether or not the server runs. Backups are always
 * encrypted with the backup key (BACKUP_KEY or DATA_DIR/backup.key) and never hold the tax ID
 * key: see docs/decisions/041.
 */
export const backup: CliSubject = {
  usage: `  backup <file>                            write a consistent, compressed, encrypted backup of the database
                                           (with BACKUP_KEY, or the key file DATA_DIR/backup.key)`,
  commands: {},
  async single({ database, config, out }, [file, ...extra]) {
    if (!file || extra.length > 0) throw new UsageError('backup needs one file name');
    if (existsSync(file)) throw new UsageError(`${file} already exists; choose a new name`);
    const key = (await loadBackupKey(config, { create: true }))!;
    const summary = await createBackup(database.pool, path.resolve(file), { key });
    out(`Backed up ${summary.rows} rows in ${summary.tables} tables to ${file}.`);
    out(
      `It is encrypted with backup key ${key.id} (${key.source}): keep a copy of that key apart from the backups, they cannot be restored without it.`,
    );
  },
};

/**
 * Backups never hold the tax ID key, so a database restored onto a new machine needs the old
 * machine's key: says so when the key here does not decrypt the restored tax IDs.
 */
async function taxIdKeyAdvice(database: Database, config: AppConfig): Promise<string | undefined> {
  const keyFile = config.taxIdKey ? undefined : taxIdKeyFileOf(config);
  const cipher = await loadTaxIdCipher(config, { create: false });
  if (!cipher) {
    const { rowCount } = await database.pool.query('SELECT 1 FROM profiles LIMIT 1');
    return rowCount
      ? `The restored tax IDs need the tax ID key they were saved with, and ${keyFile} does not exist: copy tax-id.key from the machine that made the backup to ${keyFile} (or set TAX_ID_KEY to it) before starting the server.`
      : undefined;
  }
  try {
    await checkTaxIdKey(database.db, cipher, keyFile);
    return undefined;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return `The restored tax IDs cannot be decrypted with ${keyFile ?? 'TAX_ID_KEY'}: put the tax ID key they were saved with there (tax-id.key from the machine that made the backup, or its TAX_ID_KEY) before starting the server.`;
  }
}

/** `--to` takes `latest` or a time (with its zone, or the machine's local time). */
function targetOf(text: string): Date | 'latest' {
  if (text === 'latest') return 'latest';
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) {
    throw new UsageError(`--to needs a time such as "2026-11-25 14:05" or "latest", not "${text}"`);
  }
  return time;
}

export const restore: CliSubject = {
  usage: `  restore <file>                           load a backup into an empty DATA_DIR or database
                                           (needs the backup key it was made with)
  restore --to "<time>"|latest             embedded database: rebuild a lost database as it was at that
                                           time, from BACKUP_DIR's base backups and WAL archive`,
  commands: {},
  // The file and its key are checked before the database is opened (which would create an
  // empty cluster in an empty DATA_DIR): a wrong key or a damaged file changes nothing.
  async beforeDatabase({ config, out }, args) {
    const { rest, value: to } = takeOption(args, 'to');
    if (to !== undefined) {
      if (rest.length > 0) throw new UsageError('restore --to takes no file');
      if (config.databaseUrl) {
        throw new UsageError(
          "restore --to is for the embedded database; with DATABASE_URL use your provider's point-in-time recovery",
        );
      }
      const done = await restoreToTime(config, targetOf(to), silentLog);
      out(
        `Restored the database to ${done.to}, from the base backup of ${done.from.toISOString()} and the write-ahead log archive.`,
      );
      out('Start the server (npm start) to use it.');
      return true;
    }
    const [file, ...extra] = rest;
    if (!file || extra.length > 0) throw new UsageError('restore needs one file name');
    if (!existsSync(file)) throw new UsageError(`${file} does not exist`);
    const key = await loadBackupKey(config, { create: false });
    await verifyBackup(path.resolve(file), key, backupKeyPlaces(config));
    return false;
  },
  async single({ database, config, out }, [file]) {
    const summary = await restoreBackup(database.pool, path.resolve(file!), {
      key: await loadBackupKey(config, { create: false }),
      places: backupKeyPlaces(config),
      verified: true,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    });
    out(
      `Restored ${summary.rows} rows in ${summary.tables} tables from the backup made ${summary.createdAt}.`,
    );
    const advice = await taxIdKeyAdvice(database, config);
    out(advice ?? 'Start the server (npm start) to use them.');
  },
};
