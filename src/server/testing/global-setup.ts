import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../db/database.ts';
import { buildServer } from '../build/server-build.ts';
import { migrateJobQueue } from '../jobs/index.ts';
import { silentLog } from '../logger.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { removeTestDataDir } from './test-clusters.ts';

export const TEMPLATE_DATABASE = 'app_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (the embedded cluster in .test-data, made for the run and
 * removed after it, or TEST_DATABASE_URL) and one migrated template database; each test file
 * clones the template (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  // The tests that start real servers start the build, made here from the sources as they are.
  await buildServer();
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dataDir = path.resolve('.test-data');
    // A cluster another run of this checkout is using is shared; one left by a killed run is
    // taken over, and then stopped and removed with this run.
    const cluster = await startEmbeddedPostgres(dataDir, silentLog, {
      policy: 'tests',
      settings: async () => TEST_CLUSTER_SETTINGS,
    });
    adminUrl = cluster.connectionUrl('postgres');
    // Interrupted (Ctrl-C, SIGTERM), vitest exits at once without running this teardown; the
    // fast shutdown asked for here goes on without us (the cluster is removed by the next run
    // or by the last step of `npm test`).
    const interrupted = () => void cluster.stop();
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    stop = async () => {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      await cluster.stop();
      if (cluster.supervised) await removeTestDataDir(dataDir);
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templatePool = new pg.Pool({ connectionString: withDatabase(adminUrl, TEMPLATE_DATABASE) });
  await applyMigrations(templatePool);
  // graphile-worker asks for a pool error handler; a lost idle connection here fails the setup anyway.
  templatePool.on('error', () => {});
  templatePool.on('connect', (client) => client.on('error', () => {}));
  await migrateJobQueue(templatePool, quietJobLog);
  await templatePool.end();

  project.provide('testDatabaseAdminUrl', adminUrl);
  return stop;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The test cluster lives for one run and is thrown away after it: it need not survive a power
 * cut, so it does not wait for the disk. A killed PostgreSQL (the crash tests) loses nothing: each
 * commit is still written before it is acknowledged, only not forced from the system's cache.
 */
const TEST_CLUSTER_SETTINGS = {
  options: { fsync: 'off', full_page_writes: 'off' },
  env: {},
};

const quietJobLog = { debug() {}, info() {}, warn() {}, error() {} };
