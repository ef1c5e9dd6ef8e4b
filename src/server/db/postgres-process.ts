import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../startup/startup-error.ts';
import type { PostgresLayout } from './postgres-access.ts';
import type { ServerLog as Log } from '../logger.ts';

/**
 * Runs the embedded cluster's own binaries (initdb, postgres) as their own processes, and keeps
 * the postmaster alive: if it dies (killed, out of memory), it is started again on the same port
 * so the app's connection pool reconnects by itself; until then /health reports the database
 * as down and requests answer 503.
 */

/** English messages whatever the machine's language, so failures can be recognised. */
const childEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', LC_MESSAGES: 'C', LANG: 'C' });

/**
 * Settings the postmaster starts with beyond the defaults (`-c name=value`), and variables for
 * its environment, which the commands it runs inherit: the write-ahead log archive's (see
 * backup/wal-archive.ts), and a point-in-time restore's recovery target.
 */
export interface PostgresSettings {
  options: Record<string, string>;
  env: Record<string, string>;
}

function spawnAs(
  layout: PostgresLayout,
  binary: string,
  args: string[],
  detached = false,
  env: Record<string, string> = {},
) {
  return spawn(path.join(layout.binDir, binary), args, {
    ...(layout.runAs ?? {}),
    env: { ...childEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
}

/** The last lines a process wrote, kept to explain a failure. */
function tail(child: ChildProcess, keep = 30): () => string[] {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keep));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => lines;
}

function firstFatal(lines: string[]): string {
  const fatal = lines.find((line) => /\b(FATAL|PANIC|ERROR)\b|initdb: error/.test(line));
  return (fatal ?? lines.at(-1) ?? 'no message')
    .replace(/^.*?(FATAL|PANIC|ERROR|initdb: error):\s*/, '')
    .replace(/^postgres:\s*/, '')
    .replace(/\.$/, '');
}

/** Checks that the cluster was made by the same PostgreSQL major version as the binaries. */
export async function checkClusterVersion(layout: PostgresLayout): Promise<void> {
  const file = path.join(layout.clusterDir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const found = (await fs.readFile(file, 'utf8')).trim();
  if (found === String(layout.majorVersion)) return;
  const newer = Number(found) > layout.majorVersion;
  throw new StartupError(
    `The database in ${layout.clusterDir} was made by PostgreSQL ${found}, ${newer ? 'newer' : 'older'} than this app's PostgreSQL ${layout.majorVersion}: ${newer ? 'run the version of the app that made it' : 'back it up with the version of the app that made it'}, or restore a backup into an empty DATA_DIR (npm run admin -- restore <file>).`,
  );
}

export async function initCluster(layout: PostgresLayout, password: string): Promise<void> {
  // Next to the cluster, where its user can read it; removed as soon as initdb has read it.
  const pwfile = path.join(
    path.dirname(layout.clusterDir),
    `.pwfile-${randomBytes(6).toString('hex')}`,
  );
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (layout.runAs) await fs.chown(pwfile, layout.runAs.uid, layout.runAs.gid);
  try {
    const child = spawnAs(layout, 'initdb', [
      '-D',
      layout.clusterDir,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ]);
    const lines = tail(child);
    const [code] = (await once(child, 'close')) as [number | null];
    if (code !== 0) {
      throw new StartupError(
        `PostgreSQL could not create its database in ${layout.clusterDir}: ${firstFatal(lines())}.`,
      );
    }
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

export interface RunningPostgres {
  /** Stops the postmaster (fast shutdown) and stops restarting it. */
  stop(): Promise<void>;
}

function damaged(lines: string[]): boolean {
  return lines.some((line) =>
    /invalid checkpoint|could not locate a valid checkpoint|pg_control|invalid primary checkpoint|could not open file|invalid magic number|is not a database cluster directory|server configuration file|No such file or directory|could not read file|PANIC/.test(
      line,
    ),
  );
}

/** Starts the postmaster and resolves once it accepts connections. */
function startOnce(
  layout: PostgresLayout,
  port: number,
  settings?: PostgresSettings,
): Promise<ChildProcess> {
  const extra = Object.entries(settings?.options ?? {}).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const child = spawnAs(
    layout,
    'postgres',
    [
      '-D',
      layout.clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...extra,
    ],
    // Its own process group: Ctrl-C reaches the app, which stops PostgreSQL after the HTTP
    // server and the pool, in that order.
    true,
    settings?.env,
  );
  const lines = tail(child);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.off('exit', onExit);
        resolve(child);
      }
    };
    const onExit = () => {
      const why = firstFatal(lines());
      reject(
        new StartupError(
          damaged(lines())
            ? `The database in ${layout.clusterDir} is damaged and PostgreSQL cannot start it (${why}): restore a backup into an empty DATA_DIR (npm run admin -- restore <file>).`
            : `PostgreSQL could not start the database in ${layout.clusterDir}: ${why}.`,
        ),
      );
    };
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    // A spawn that fails (no process slot, the binary gone) says so here, not by an exit; left
    // unheard it would end this process, the one that is to bring the database back.
    child.on('error', (error) => {
      child.off('exit', onExit);
      reject(new StartupError(`PostgreSQL could not be started: ${error.message}.`));
    });
  });
}

export async function runPostgres(
  layout: PostgresLayout,
  port: number,
  log: Log,
  settings?: PostgresSettings,
): Promise<RunningPostgres> {
  let child = await startOnce(layout, port, settings);
  let stopping = false;

  const restart = async () => {
    // Backends orphaned by a killed postmaster hold its shared memory for a moment: retry.
    for (let attempt = 1; !stopping; attempt += 1) {
      // Short waits first: the database is down meanwhile (decision 040 promises 10 s).
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2_000)));
      if (stopping) return;
      try {
        child = await startOnce(layout, port, settings);
        watch(child);
        log.warn('PostgreSQL is running again.');
        return;
      } catch (error) {
        if (attempt % 10 === 0) log.error(`PostgreSQL is still down: ${(error as Error).message}`);
      }
    }
  };
  const watch = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping) return;
      log.error(
        `PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it.`,
      );
      restart().catch((error: unknown) => {
        log.error(`PostgreSQL could not be restarted: ${(error as Error).message}`);
      });
    });
  };
  watch(child);

  return {
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
