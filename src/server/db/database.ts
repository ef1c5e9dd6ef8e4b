import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { ServerLog } from '../logger.ts';
import { databaseUrlProblem } from '../startup/startup-error.ts';
import { walArchiveSettings } from '../backup/wal-archive.ts';
import {
  startEmbeddedPostgres,
  type EmbeddedCluster,
  type RunningClusterPolicy,
} from './embedded-postgres.ts';
import * as schema from './schema.ts';
import { appRoot } from '../app-root.ts';

/** The database; `$client` is its pool (one connection while migrating), for the few statements run through pg directly. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool | pg.PoolClient };
/** A transaction handle; repositories that may run inside one accept `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A data step run after the migrations under their lock (start-up passes the claim-line backfill). */
export type AfterMigrations = (db: Db) => Promise<void>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** The connection URL, for listeners that need a dedicated connection (LISTEN/NOTIFY). */
  url: string;
  /** The embedded cluster, when no DATABASE_URL was given. */
  cluster: EmbeddedCluster | undefined;
  close(): Promise<void>;
}

const migrationsFolder = path.join(appRoot, 'src/server/db/migrations');

// Any fixed number works; it only has to be the same for every app server of this product.
const MIGRATION_LOCK_KEY = 7_201_511;

/**
 * Opens the product's database: DATABASE_URL when given, else the private embedded cluster in
 * DATA_DIR (`policy`: what to do with one already running there). Pending migrations (then
 * `afterMigrations`) are applied before the pool is handed out.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backup'>,
  log: ServerLog,
  policy: RunningClusterPolicy = 'server',
  afterMigrations?: AfterMigrations,
): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let url = config.databaseUrl;
  if (!url) {
    cluster = await startEmbeddedPostgres(config.dataDir, log, {
      policy,
      settings: walArchiveSettings(config, log),
    });
    url = cluster.connectionUrl();
  }
  // A bounded wait for a connection: while the database is down, requests fail in seconds
  // (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on next use.
  let closing = false;
  pool.on('error', (error) => {
    // The pool's end() lets go of its connections before they have finished closing; the
    // database stopping just after ends them itself. That is this server closing, not a loss.
    if (!closing) log.warn(`Database connection lost: ${error.message}`);
  });
  // A connection checked out (inside a transaction, between two queries) when the server dies
  // emits 'error' with no pool listener attached, which would crash the process. Its pending
  // and next queries fail on their own, the request answers 503, and the pool discards it.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await applyMigrations(pool, afterMigrations);
  } catch (error) {
    await pool.end();
    await cluster?.stop();
    throw (config.databaseUrl && databaseUrlProblem(error, config.databaseUrl)) || error;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    cluster,
    async close() {
      closing = true;
      await pool.end();
      await cluster?.stop();
    },
  };
}

/**
 * A pool of its own on a database already opened and migrated elsewhere in this process (the
 * import thread's, decision 102). Its connections lost to a restart fail their own queries,
 * never the thread, as the server's do.
 */
export function connectDatabase(
  url: string,
  options: { max: number; name: string },
): Pick<Database, 'db' | 'pool'> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: 10_000,
    // Named in pg_stat_activity, apart from the server's own pool.
    application_name: options.name,
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: drizzle(pool, { schema }), pool };
}

/**
 * Applies committed migrations under an advisory lock, so app servers starting together agree;
 * then, under the same lock, `afterMigrations`: the data steps start-up hands in that need the
 * services rather than SQL (src/server/startup/open-app-database.ts).
 */
export async function applyMigrations(
  pool: pg.Pool,
  afterMigrations?: AfterMigrations,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder });
      await afterMigrations?.(db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
