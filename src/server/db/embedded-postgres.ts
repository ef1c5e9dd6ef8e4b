import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { StartupError } from '../startup/startup-error.ts';
import { postgresLayout, type PostgresLayout } from './postgres-access.ts';
import {
  checkClusterVersion,
  initCluster,
  runPostgres,
  type PostgresSettings,
} from './postgres-process.ts';
import type { ServerLog as Log } from '../logger.ts';

/**
 * The private PostgreSQL cluster used when no DATABASE_URL is given.
 *
 * The cluster lives in DATA_DIR/postgres (as root, possibly relocated: see postgres-access.ts).
 * If a cluster is already running there (another app server on this machine, the operator CLI
 * while the server runs, or a server that was killed), we attach to it instead of starting a
 * second postmaster, which PostgreSQL would refuse anyway. Only the process that started the
 * cluster stops it, and only that process restarts it if it dies.
 */
export interface EmbeddedCluster {
  connectionUrl(database?: string): string;
  /** The cluster's directory (for backups and tests). */
  clusterDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/** DATA_DIR must exist and be writable by this user before anything else is tried. */
async function ensureWritable(dataDir: string): Promise<void> {
  try {
    // Traversable but not listable by others: the cluster folder inside may belong to the
    // `postgres` system user (when we run as root), and it must be able to reach it.
    await fs.mkdir(dataDir, { recursive: true, mode: 0o711 });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new StartupError(
      `DATA_DIR (${dataDir}) cannot be written by this user (${code}): set DATA_DIR to a directory you can write to, or fix its permissions.`,
      { cause: error },
    );
  }
}

/** `settings`: what PostgreSQL starts with when this process starts it (the WAL archive's). */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  settings?: (layout: PostgresLayout) => Promise<PostgresSettings | undefined>,
): Promise<EmbeddedCluster> {
  await ensureWritable(dataDir);
  const passwordFile = path.join(dataDir, '.postgres-password');
  const freshDataDir = !existsSync(passwordFile);
  const layout = await postgresLayout(dataDir, freshDataDir);
  const { clusterDir } = layout;
  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(passwordFile, firstStart);

  const runningPort = await portOfRunningCluster(clusterDir);
  if (runningPort !== undefined) {
    log.debug(
      `Using the PostgreSQL cluster already running in ${clusterDir} (port ${runningPort}).`,
    );
    return { connectionUrl: urlFor(password, runningPort), clusterDir, stop: async () => {} };
  }

  await checkClusterVersion(layout);
  if (firstStart) {
    log.debug(`Creating a private PostgreSQL cluster in ${clusterDir} (first start).`);
    await initCluster(layout, password);
  }
  const port = await freePort();
  const postgres = await runPostgres(layout, port, log, await settings?.(layout));
  log.debug(`PostgreSQL started from ${clusterDir} on 127.0.0.1:${port}.`);

  const url = urlFor(password, port);
  await createDatabaseIfMissing(url('postgres'), 'app');
  let stopped = false;
  return {
    connectionUrl: url,
    clusterDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await postgres.stop();
      log.debug('PostgreSQL stopped.');
    },
  };
}

function urlFor(password: string, port: number) {
  return (database = 'app') =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function readOrCreatePassword(file: string, firstStart: boolean): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  if (!firstStart) {
    throw new StartupError(
      `The database password file ${file} is missing, so the existing cluster cannot be opened: restore it, or restore a backup into an empty DATA_DIR (npm run admin -- restore <file>).`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** postmaster.pid holds the pid on line 1 and the port on line 4 while a cluster runs. */
async function portOfRunningCluster(clusterDir: string): Promise<number | undefined> {
  let content: string;
  try {
    content = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, , , portLine] = content.split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined; // stale file from a crash: postgres removes it itself on the next start
  }
  return (await acceptsConnections(port)) ? port : undefined;
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port for PostgreSQL'));
      });
    });
  });
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
