import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { parseBackupKey } from '../backup/backup-envelope.ts';
import { taxIdKeyFileOf } from '../backup/backup-schedule.ts';
import { createBackup, restoreBackup } from '../backup/backup.ts';
import { UsageError, type CliSubject } from './cli-command.ts';

/**
 * `npm run admin -- backup <file>` and `npm run admin -- restore <file>`: the same database the
 * server uses (DATA_DIR or DATABASE_URL), whether or not the server runs.
 */
const keyOf = (config: AppConfig) =>
  config.backup.key ? parseBackupKey(config.backup.key) : undefined;

export const backup: CliSubject = {
  usage: `  backup <file>                            write a consistent, compressed backup of the database
                                           (encrypted when BACKUP_KEY is set)`,
  commands: {},
  async single({ database, config, out }, [file, ...extra]) {
    if (!file || extra.length > 0) throw new UsageError('backup needs one file name');
    if (existsSync(file)) throw new UsageError(`${file} already exists; choose a new name`);
    const key = keyOf(config);
    const summary = await createBackup(database.pool, path.resolve(file), {
      key,
      taxIdKey: await taxIdKeyFileOf(config),
    });
    out(`Backed up ${summary.rows} rows in ${summary.tables} tables to ${file}.`);
    out(
      key
        ? 'It is encrypted with BACKUP_KEY: keep that key apart from the file, it cannot be restored without it.'
        : 'It is NOT encrypted and holds health information: set BACKUP_KEY to encrypt backups, and keep this file as safe as the database.',
    );
  },
};

export const restore: CliSubject = {
  usage: `  restore <file>                           load a backup into an empty DATA_DIR or database`,
  commands: {},
  async single({ database, config, out }, [file, ...extra]) {
    if (!file || extra.length > 0) throw new UsageError('restore needs one file name');
    if (!existsSync(file)) throw new UsageError(`${file} does not exist`);
    const summary = await restoreBackup(database.pool, path.resolve(file), {
      key: keyOf(config),
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    });
    out(
      `Restored ${summary.rows} rows in ${summary.tables} tables from the backup made ${summary.createdAt}.`,
    );
    out('Start the server (npm start) to use them.');
  },
};
