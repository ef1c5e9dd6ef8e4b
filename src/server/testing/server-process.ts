import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), for tests that
 * kill it (SIGKILL) and start it again on the same database.
 */
export interface ServerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<unknown>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output, exited: once(child, 'exit') };
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

export async function waitUntilReady(server: ServerProcess, port: number) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited during start:\n${server.output.join('')}`);
    }
    try {
      if ((await request(port, 'GET', '/readyz', {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`the server did not become ready:\n${server.output.join('')}`);
}
