import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { originEnv } from './postmaster-origin.ts';
import { StartupError } from '../startup/startup-error.ts';
import { liveSupervisor, runningPostmaster, stopUnsupervised } from './left-running.ts';
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
 * The process that starts the postmaster supervises it (restarts it if it dies, stops it on
 * exit) and records its pid in DATA_DIR/.postgres-supervisor. A postmaster whose parent is no
 * longer that process was left running by a supervisor that was killed (SIGKILL, out of
 * memory): nobody would restart it if it died, so what finds one depends on who asks (see
 * `RunningClusterPolicy`). Decision 040.
 */
export interface EmbeddedCluster {
  connectionUrl(database?: string): string;
  /** The cluster's directory (for backups and tests). */
  clusterDir: string;
  /** Whether this process started (and so supervises and stops) the postmaster. */
  supervised: boolean;
  stop(): Promise<void>;
}

/**
 * What to do with a postmaster already running on the cluster:
 * - `server`: one left by a dead supervisor is stopped (fast shutdown) and started again under
 *   this process's supervision; one a live process supervises is refused, since two app servers
 *   on one DATA_DIR are not an embedded setup (they need DATABASE_URL).
 * - `tests`: the same take-over of a left one; one a live test run supervises is shared.
 * - `command-line`: whatever runs is used as it is, supervised by nobody new (a command must
 *   never stop the server's PostgreSQL).
 */
export type RunningClusterPolicy = 'server' | 'tests' | 'command-line';

const SUPERVISOR_FILE = '.postgres-supervisor';

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

export interface EmbeddedStartOptions {
  /** What to do with a PostgreSQL already running in this DATA_DIR. */
  policy?: RunningClusterPolicy;
  /** What PostgreSQL starts with when this process starts it (the WAL archive's). */
  settings?: (layout: PostgresLayout) => Promise<PostgresSettings | undefined>;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  { policy = 'server', settings }: EmbeddedStartOptions = {},
): Promise<EmbeddedCluster> {
  await ensureWritable(dataDir);
  const passwordFile = path.join(dataDir, '.postgres-password');
  const freshDataDir = !existsSync(passwordFile);
  const layout = await postgresLayout(dataDir, freshDataDir);
  const { clusterDir } = layout;
  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(passwordFile, firstStart);

  const supervisorFile = path.join(dataDir, SUPERVISOR_FILE);
  const running = await runningPostmaster(clusterDir);
  if (running) {
    const supervisor = await liveSupervisor(supervisorFile, running.pid);
    if (supervisor !== undefined && policy === 'server') {
      throw new StartupError(
        `The database in ${clusterDir} is already run by another process (pid ${supervisor}) using DATA_DIR ${dataDir}: stop it first, or give each app server its own DATA_DIR (several app servers on one database need DATABASE_URL).`,
      );
    }
    if (supervisor !== undefined || policy === 'command-line') {
      if (await acceptsConnections(running.port)) {
        log.debug(`Using the PostgreSQL cluster already running in ${clusterDir}.`);
        return {
          connectionUrl: urlFor(password, running.port),
          clusterDir,
          supervised: false,
          stop: async () => {},
        };
      }
    } else {
      log.warn(
        `PostgreSQL (pid ${running.pid}) was still running in ${clusterDir} with nobody supervising it (the process that started it was killed); stopping it to start it again under supervision.`,
      );
      await stopUnsupervised(running.pid, clusterDir);
    }
  }

  await checkClusterVersion(layout);
  if (firstStart) {
    log.debug(`Creating a private PostgreSQL cluster in ${clusterDir} (first start).`);
    await initCluster(layout, password);
  }
  const port = await freePort();
  const chosen = await settings?.(layout);
  // Its origin in its environment, so a test run finds it wherever its cluster lives.
  const postgres = await runPostgres(layout, port, log, {
    options: chosen?.options ?? {},
    env: { ...chosen?.env, ...originEnv(dataDir) },
  });
  await fs.writeFile(supervisorFile, `${process.pid}\n`, { mode: 0o600 });
  log.debug(`PostgreSQL started from ${clusterDir} on 127.0.0.1:${port}.`);

  const url = urlFor(password, port);
  await createDatabaseIfMissing(url('postgres'), 'app');
  let stopped = false;
  return {
    connectionUrl: url,
    clusterDir,
    supervised: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await postgres.stop();
      await fs.rm(supervisorFile, { force: true });
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
