import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { runningPostmaster } from '../db/left-running.ts';
import { relocatedClusterDir, RUNTIME_ROOT } from '../db/postgres-access.ts';
import { appDir, originEnv, originOf } from '../db/postmaster-origin.ts';
import { leftProcesses, stopLeft, TEST_DATA_DIRS } from './test-clusters.ts';

/**
 * The leftover check finds every PostgreSQL this checkout's tests started, wherever its cluster
 * lives: as root in a private home, a temporary DATA_DIR's cluster is copied under
 * RUNTIME_ROOT and run by binaries copied there, so only the postmaster's environment says
 * whose it is. Stand-in postmasters (a process named like one, with its -D and environment)
 * are found and stopped, or left alone when they are another checkout's or not a test's.
 */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A process whose command line and environment are a postmaster's, run by `binary`. */
async function standIn(binary: string, clusterDir: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['-e', 'setInterval(() => {}, 1000)', '--', '-D', clusterDir],
    {
      argv0: binary,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: 'ignore',
    },
  );
  started.push(child);
  // Until its /proc entry shows the command line it was given.
  for (let i = 0; i < 50; i++) {
    const cmdline = await fs.readFile(`/proc/${child.pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(clusterDir)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child.pid!;
}

const copiedBinary = path.join(RUNTIME_ROOT, 'postgresql-17.0.0', 'bin', 'postgres');
const found = async (pid: number) =>
  (await leftProcesses())?.find((process) => process.pid === pid);

it('finds a postmaster of a temporary DATA_DIR whose cluster and binaries were copied under RUNTIME_ROOT, names it and stops it', async () => {
  const dataDir = path.join(os.tmpdir(), `leftover-${process.pid}-${Date.now()}`);
  const clusterDir = relocatedClusterDir(dataDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await fs.mkdir(clusterDir, { recursive: true });
  const pid = await standIn(copiedBinary, clusterDir, originEnv(dataDir));
  // As a real postmaster's: without it, a cluster directory with no pid file reads as one whose
  // postmaster has exited, and stopping it would not wait for the stand-in to go.
  if (asRoot)
    await fs.writeFile(path.join(clusterDir, 'postmaster.pid'), `${pid}\n${clusterDir}\n`);

  const left = await found(pid);
  expect(left).toMatchObject({ kind: 'postgres', clusterDir, relocated: true });
  expect(left!.command).toContain(`${copiedBinary} `);
  expect(left!.command).toContain(`-D ${clusterDir}`);

  await stopLeft([left!]);
  expect(await found(pid)).toBeUndefined();
  // Its cluster copy goes with it (the test that made it removed the DATA_DIR).
  if (asRoot) await expect(fs.stat(clusterDir)).rejects.toThrow();
});

it("leaves alone another checkout's test postmaster, and this checkout's on a DATA_DIR that is not a test's", async () => {
  const tmpDataDir = path.join(os.tmpdir(), `other-checkout-${process.pid}`);
  const other = await standIn(copiedBinary, relocatedClusterDir(tmpDataDir), {
    ...originEnv(tmpDataDir),
    DOULA_BILLING_APP_DIR: '/root/another-clone',
  });
  const production = path.join(appDir, 'data');
  const own = await standIn(copiedBinary, relocatedClusterDir(production), originEnv(production));
  expect(await found(other)).toBeUndefined();
  expect(await found(own)).toBeUndefined();
});

it("the run's own PostgreSQL carries its origin: this checkout and the test DATA_DIR", async () => {
  const testData = TEST_DATA_DIRS[0]!;
  const running = await runningPostmaster(path.join(testData, 'postgres'));
  expect(running).toBeDefined();
  expect(await originOf(running!.pid)).toEqual({ dataDir: testData, appDir });
  expect(await found(running!.pid)).toMatchObject({ kind: 'postgres', relocated: false });
});
