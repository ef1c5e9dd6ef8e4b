import type { AppConfig } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/database.ts';
import type { RunningClusterPolicy } from '../db/embedded-postgres.ts';
import type { ServerLog } from '../logger.ts';
import { backfillClaimLines } from '../modules/claims/index.ts';

/**
 * The data steps that need the services rather than SQL, run after the migrations under their
 * lock (so app servers starting together run them once): service lines for claims from before
 * lines existed (decision 028). They live here, not in db/, so the database layer imports no
 * module (decision 053).
 */
export async function startupDataSteps(db: Db): Promise<void> {
  await backfillClaimLines(db);
}

/** The product's database as the server and the command line open it: migrated, then the data steps. */
export function openAppDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backup'>,
  log: ServerLog,
  policy?: RunningClusterPolicy,
): Promise<Database> {
  return openDatabase(config, log, policy, startupDataSteps);
}
