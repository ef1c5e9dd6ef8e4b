import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from '../startup/startup-error.ts';

/**
 * A postmaster found running on a cluster at start-up, and what it takes to know whether
 * somebody supervises it and to stop it when nobody does (decision 040).
 */

const exec = promisify(execFile);

/** postmaster.pid holds the pid on line 1 and the port on line 4 while a cluster runs. */
export async function runningPostmaster(
  clusterDir: string,
): Promise<{ pid: number; port: number } | undefined> {
  let content: string;
  try {
    content = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, , , portLine] = content.split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  // A stale file from a crash: postgres removes it itself on the next start.
  return (await isAlive(pid)) ? { pid, port } : undefined;
}

/** Whether a process exists and has not exited (a zombie waiting for its parent has). */
async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

/** The parent of a process: from /proc on Linux, from `ps` elsewhere; undefined if unknown. */
async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat !== undefined) return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  try {
    const { stdout } = await exec('ps', ['-o', 'ppid=', '-p', String(pid)]);
    return Number(stdout.trim()) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pid of the process supervising the postmaster, or undefined when there is none: a
 * supervisor is the postmaster's parent, so once it has died the postmaster has another one
 * (whatever adopts orphans) and cannot match the recorded pid, even if that pid is reused.
 */
export async function liveSupervisor(
  file: string,
  postmaster: number,
): Promise<number | undefined> {
  const recorded = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(recorded) || recorded <= 0) return undefined;
  return (await parentOf(postmaster)) === recorded ? recorded : undefined;
}

/**
 * Stops a postmaster nobody supervises: fast shutdown (SIGINT: sessions are ended, committed
 * work is on disk), then immediate shutdown, then SIGKILL, each given a few seconds. It is
 * gone when its process has exited or its postmaster.pid is removed (the last step of a
 * shutdown, and the only sign when whatever adopted it does not reap it).
 */
export async function stopUnsupervised(pid: number, clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const gone = async () => {
    if (!(await isAlive(pid))) return true;
    const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
    // With its directory deleted under it, only its exit tells.
    if (content === undefined) return existsSync(clusterDir);
    return Number(content.split('\n')[0]) !== pid;
  };
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // exited in between
    }
    for (const deadline = Date.now() + waitMs; Date.now() < deadline;) {
      if (await gone()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new StartupError(
    `PostgreSQL (pid ${pid}) keeps running in ${clusterDir} and cannot be stopped: stop it (kill -9 ${pid}) and start again.`,
  );
}
