import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories that may run inside one accept `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** The connection URL, for listeners that need a dedicated connection (LISTEN/NOTIFY). */
  url: string;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works; it only has to be the same for every app server of this product.
const MIGRATION_LOCK_KEY = 7_201_511;

/**
 * Opens the product's database: DATABASE_URL when given, else the private embedded cluster in
 * DATA_DIR. Pending migrations are applied before the pool is handed out.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void,
): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let url = config.databaseUrl;
  if (!url) {
    cluster = await startEmbeddedPostgres(config.dataDir, log);
    url = cluster.connectionUrl();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', (error) => log(`Database connection lost: ${error.message}`));
  try {
    await applyMigrations(pool);
  } catch (error) {
    await pool.end();
    await cluster?.stop();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    async close() {
      await pool.end();
      await cluster?.stop();
    },
  };
}

/** Applies committed migrations under an advisory lock, so app servers starting together agree. */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
