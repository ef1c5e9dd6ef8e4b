import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { relocatedClusterDir } from '../db/postgres-access.ts';
import { stopUnsupervised } from '../db/left-running.ts';

/**
 * What a test run of this checkout leaves behind, found and removed: the DATA_DIRs of the unit
 * tests' cluster and of the browser tests' server, their clusters (in DATA_DIR/postgres, or
 * relocated under /var/lib/doula-billing/clusters as root in a private home), and any
 * PostgreSQL or server still running on them. Other checkouts on the machine run their own
 * tests at the same time: only what belongs to this one is looked at (decision 040).
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');

/** The browser tests' two servers' DATA_DIRs (playwright.config.ts). */
const E2E_DATA_DIRS = ['.e2e-data', '.e2e-data-2'];

/** The unit tests' cluster (global-setup.ts) and the browser tests' DATA_DIRs. */
export const TEST_DATA_DIRS = ['.test-data', ...E2E_DATA_DIRS].map((dir) =>
  path.join(repoRoot, dir),
);

/** Removes a test DATA_DIR with its cluster, wherever that cluster lives. */
export async function removeTestDataDir(dataDir: string): Promise<void> {
  const target = await fs.readlink(path.join(dataDir, 'postgres')).catch(() => undefined);
  if (target) await fs.rm(path.resolve(dataDir, target), { recursive: true, force: true });
  await fs.rm(relocatedClusterDir(dataDir), { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
}

export interface LeftProcess {
  pid: number;
  kind: 'postgres' | 'server';
  /** Its command line, to name it. */
  command: string;
  /** A postmaster's cluster directory. */
  clusterDir?: string;
}

const ownClusterDirs = () =>
  new Set(
    TEST_DATA_DIRS.flatMap((dataDir) => [
      path.join(dataDir, 'postgres'),
      relocatedClusterDir(dataDir),
    ]),
  );

/**
 * PostgreSQL servers on this checkout's test clusters, or run from this checkout's binaries on a
 * temporary directory (a test's own DATA_DIR), and app servers started by this checkout's tests
 * (NODE_ENV=test, or a browser tests' DATA_DIR). Read from /proc: undefined where there is none.
 */
export async function leftProcesses(): Promise<LeftProcess[] | undefined> {
  const entries = await fs.readdir('/proc').catch(() => undefined);
  if (!entries) return undefined;
  const clusters = ownClusterDirs();
  const ownBinaries = path.join(repoRoot, 'node_modules') + path.sep;
  const tmp = path.resolve(os.tmpdir()) + path.sep;
  const found: LeftProcess[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const argv = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''))
      .split('\0')
      .filter(Boolean);
    if (argv.length === 0) continue;
    const command = argv.join(' ');
    const dataFlag = argv.indexOf('-D');
    if (path.basename(argv[0]!) === 'postgres' && dataFlag > 0 && argv[dataFlag + 1]) {
      const clusterDir = path.resolve(argv[dataFlag + 1]!);
      if (
        clusters.has(clusterDir) ||
        (argv[0]!.startsWith(ownBinaries) && clusterDir.startsWith(tmp))
      ) {
        found.push({ pid, kind: 'postgres', command, clusterDir });
      }
      continue;
    }
    if (!argv.includes('src/server/main.ts')) continue;
    const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => '');
    if (cwd !== repoRoot) continue;
    const env = (await fs.readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '')).split('\0');
    if (
      env.includes('NODE_ENV=test') ||
      E2E_DATA_DIRS.some((dir) => env.includes(`DATA_DIR=${dir}`))
    ) {
      found.push({ pid, kind: 'server', command });
    }
  }
  return found;
}

/** Stops what was left: servers first (they stop their own PostgreSQL), then any postmaster. */
export async function stopLeft(left: LeftProcess[]): Promise<void> {
  const servers = left.filter((process) => process.kind === 'server');
  for (const server of servers) signal(server.pid, 'SIGTERM');
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (servers.every((server) => !signal(server.pid, 0))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const server of servers) signal(server.pid, 'SIGKILL');
  for (const postgres of left.filter((process) => process.kind === 'postgres')) {
    await stopUnsupervised(postgres.pid, postgres.clusterDir!).catch(() => {});
  }
}

function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
