import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The real server process (`node --import tsx src/server/main.ts`), for tests of start-up and crashes. */
export interface RealServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  stderr(): string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export function startRealServer(env: Record<string, string>): RealServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let all = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (all += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => {
    all += chunk.toString('utf8');
    errors += chunk.toString('utf8');
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return {
    child,
    output: () => all,
    stderr: () => errors,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves once GET url answers 200, or rejects when the process exits first. */
export async function waitUntilReady(server: RealServer, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}

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
