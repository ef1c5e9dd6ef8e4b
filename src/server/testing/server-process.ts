import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process, as `npm start` runs it (its build, dist/server/main.mjs,
 * which the tests' global setup makes from the sources as they are), for tests of start-up, of
 * what it prints, and of crashes (SIGKILL, then a start again on the same data).
 */
export interface ServerProcess {
  child: ChildProcess;
  /** The most recent output, stdout and stderr interleaved (for failure messages). */
  output(): string;
  stdout(): string;
  stderr(): string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** SIGTERM (a clean stop) and wait for the exit; nothing when it has already exited. */
  stop(): Promise<void>;
  /** SIGKILL (a crash) and wait for the exit; nothing when it has already exited. */
  kill(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Long crash tests print a lot; only the tail matters when one fails. */
const KEEP_CHARS = 200_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The server of this checkout, or of another one (`cwd`, e.g. main before a change). */
export function startServer(env: Record<string, string>, cwd = repoRoot): ServerProcess {
  // PROFILE_DIR writes the server's CPU profile there when it exits (how the benchmark's
  // app overhead was found: see docs/performance.md).
  const profile = process.env.PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`]
    : [];
  // Another checkout (main before a change, for the benchmark) without a build of the server
  // is started from its sources.
  const built = path.join(cwd, 'dist/server/main.mjs');
  const entry = existsSync(built) ? [built] : ['--import', 'tsx', 'src/server/main.ts'];
  const node = [...profile, ...entry];
  const child = spawn(process.execPath, node, {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept = { all: '', stdout: '', stderr: '' };
  const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    kept.all = (kept.all + text).slice(-KEEP_CHARS);
    kept[stream] = (kept[stream] + text).slice(-KEEP_CHARS);
  };
  child.stdout?.on('data', keep('stdout'));
  child.stderr?.on('data', keep('stderr'));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await exited;
  };
  return {
    child,
    output: () => kept.all,
    stdout: () => kept.stdout,
    stderr: () => kept.stderr,
    exited,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
  };
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One HTTP request on its own connection; rejects when the connection dies. */
export function request(
  port: number,
  method: 'GET' | 'POST',
  urlPath: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        timeout: 30_000,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Resolves once /readyz answers 200; rejects when the process exits first or time runs out. */
export async function waitUntilReady(server: ServerProcess, port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited during start:\n${server.output()}`);
    }
    try {
      if ((await request(port, 'GET', '/readyz', {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}
