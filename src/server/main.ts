import { buildApp } from './app.ts';
import { loadBackupKey } from './backup/backup-key.ts';
import { backupJobs, collectArchivedWalOnThisMachine } from './backup/backup-schedule.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { loadTaxIdCipher, taxIdKeyFileOf } from './crypto/tax-id-cipher.ts';
import type { Database } from './db/database.ts';
import {
  limitHeapGrowth,
  YOUNG_GENERATION_WARNING,
  youngGenerationLimited,
} from './heap-growth.ts';
import { serverLog } from './logger.ts';
import { sealClearBatchFiles } from './modules/batches/index.ts';
import { sealClearImportContents } from './modules/imports/index.ts';
import { checkTaxIdKey } from './startup/check-tax-id-key.ts';
import { openAppDatabase } from './startup/open-app-database.ts';
import { DEMO_INVITATION, seedOnStart } from './startup/seed.ts';
import { startupSentence } from './startup/startup-error.ts';
import { surviveDatabaseLoss } from './startup/survive-database-loss.ts';

/**
 * Starts the server: configuration, database (embedded or external), then HTTP. Any failure on
 * the way prints one sentence saying what to do and exits 1; no stack trace reaches the user.
 */
async function main() {
  limitHeapGrowth();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The server cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = serverLog(config);
  surviveDatabaseLoss(log);
  if (youngGenerationLimited()) log.warn(YOUNG_GENERATION_WARNING);

  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let backupKeyNote = '';
  try {
    database = await openAppDatabase(config, log);
    const taxIds = await loadTaxIdCipher(config);
    await checkTaxIdKey(database.db, taxIds, config.taxIdKey ? undefined : taxIdKeyFileOf(config));
    // Files stored in clear by earlier versions (or in a restored older backup) are sealed now.
    await sealClearBatchFiles(database.db, taxIds);
    await sealClearImportContents(database.db, taxIds);
    await seedOnStart(database.db, config, log);
    const clusterDir = database.cluster?.clusterDir;
    // The scheduled backups run from the job queue, on this server only: the embedded
    // database's machine, where BACKUP_DIR is.
    app = await buildApp({
      config,
      database,
      jobKinds: backupJobs(database.pool, config, log, clusterDir),
    });

    let closing = false;
    const opened = database;
    const started = app;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      started.log.info({ signal }, 'shutting down');
      // Stop taking requests, let those in flight finish, then stop the database. Bounded: a
      // job still waiting on a payer (a coverage answer may take 25 s) must neither hold the
      // stop nor leave the embedded PostgreSQL running after this process, so the database is
      // stopped all the same (its fast shutdown ends the sessions still open).
      const timer = setTimeout(() => {
        void Promise.resolve(opened.cluster?.stop()).finally(() => process.exit(1));
      }, 10_000);
      try {
        await started.close();
        await opened.close();
      } finally {
        clearTimeout(timer);
        process.exit(0);
      }
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    collectArchivedWalOnThisMachine(config, log, clusterDir);
    backupKeyNote = await backupKeyNoteOf(config);
  } catch (error) {
    log.fatal(startupSentence(error, config.port));
    // The app first: its job worker holds a connection of the pool, which would keep the
    // database (and this process) from closing.
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    process.exit(1);
  }
  // The one line a plain start prints; with the development identity provider it also says how
  // to get in, since a new installation has no other way to learn the demo invitation.
  const signIn =
    config.oidc.kind === 'development'
      ? ` (development sign-in: any email; ${DEMO_INVITATION.email} registers with invitation code ${DEMO_INVITATION.code})`
      : '';
  log.ready(`Doula Billing is ready at ${config.publicUrl}${signIn}${backupKeyNote}`);
}

/**
 * With the embedded database and no BACKUP_KEY, the ready line says where the backup key file
 * is: whoever loses it cannot restore a backup, whoever keeps it beside the backups protects
 * nothing.
 */
async function backupKeyNoteOf(config: AppConfig): Promise<string> {
  if (config.databaseUrl || config.backup.key) return '';
  if (config.backup.everyHours === 0 && !config.backup.walArchive) return '';
  const key = await loadBackupKey(config, { create: true });
  return `. Backups go to ${config.backup.dir}, encrypted with the key in ${key!.source}: keep a copy of that file apart from the backups, they cannot be restored without it.`;
}

main().catch((error: unknown) => {
  console.error(startupSentence(error, 0));
  process.exit(1);
});
