import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { relocatedClusterDir, RUNTIME_ROOT } from '../db/postgres-access.ts';
import { stopUnsupervised } from '../db/left-running.ts';
import { appDir, originOf } from '../db/postmaster-origin.ts';

/**
 * What a test run of this checkout leaves behind, found and removed: the DATA_DIRs of the unit
 * tests' cluster and of the browser tests' server, their clusters (in DATA_DIR/postgres, or
 * relocated under /var/lib/doula-billing/clusters as root in a private home), and any
 * PostgreSQL or server still running on them. Other checkouts on the machine run their own
 * tests at the same time: only what belongs to this one is looked at (decision 040).
 */
const repoRoot = appDir;

/** The browser tests' two servers' DATA_DIRs (playwright.config.ts). */
const E2E_DATA_DIRS = ['.e2e-data', '.e2e-data-2'];
/** How a server of this checkout is started: from its build, or from its sources. */
const SERVER_ENTRIES = ['dist/server/main.mjs', 'src/server/main.ts'];

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
  /** A postmaster's cluster copied under RUNTIME_ROOT for a temporary DATA_DIR: removed too. */
  relocated?: boolean;
}

const ownClusterDirs = () =>
  new Set(
    TEST_DATA_DIRS.flatMap((dataDir) => [
      path.join(dataDir, 'postgres'),
      relocatedClusterDir(dataDir),
    ]),
  );

/**
 * Whether a postmaster belongs to this checkout's tests: it runs on one of its test clusters,
 * or says (its environment, postmaster-origin.ts) that this checkout started it for a test
 * DATA_DIR or a temporary one, or (a postmaster from before that was said) runs this
 * checkout's binaries on a temporary directory. As root in a private home neither its binaries
 * nor its cluster are in the checkout or the temporary directory (both are copied under
 * RUNTIME_ROOT), so only its environment tells.
 */
async function ownPostmaster(
  pid: number,
  binary: string,
  clusterDir: string,
): Promise<{ relocated: boolean } | undefined> {
  const tmp = path.resolve(os.tmpdir()) + path.sep;
  if (ownClusterDirs().has(clusterDir)) return { relocated: false };
  if (
    binary.startsWith(path.join(repoRoot, 'node_modules') + path.sep) &&
    clusterDir.startsWith(tmp)
  ) {
    return { relocated: false };
  }
  const origin = await originOf(pid);
  if (origin?.appDir !== repoRoot) return undefined;
  const dataDir = path.resolve(origin.dataDir);
  if (TEST_DATA_DIRS.includes(dataDir)) return { relocated: false };
  if (!dataDir.startsWith(tmp)) return undefined;
  const relocated =
    clusterDir === relocatedClusterDir(dataDir) &&
    clusterDir.startsWith(path.join(RUNTIME_ROOT, 'clusters') + path.sep);
  return { relocated };
}

/**
 * PostgreSQL servers this checkout's tests started (ownPostmaster), and app servers started by
 * this checkout's tests (NODE_ENV=test, or a browser tests' DATA_DIR). Read from /proc:
 * undefined where there is none.
 */
export async function leftProcesses(): Promise<LeftProcess[] | undefined> {
  const entries = await fs.readdir('/proc').catch(() => undefined);
  if (!entries) return undefined;
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
      const own = await ownPostmaster(pid, argv[0]!, clusterDir);
      if (own) found.push({ pid, kind: 'postgres', command, clusterDir, ...own });
      continue;
    }
    if (!argv.some((word) => SERVER_ENTRIES.some((entry) => word.endsWith(entry)))) continue;
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
    // A temporary DATA_DIR's cluster copy outlives its test's cleanup, which removed the DATA_DIR.
    if (postgres.relocated) await fs.rm(postgres.clusterDir!, { recursive: true, force: true });
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
