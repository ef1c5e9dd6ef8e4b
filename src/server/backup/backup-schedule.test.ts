import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { backupJobs } from './backup-schedule.ts';

/**
 * The scheduled backups as job-queue work: planned one interval after the newest backup file,
 * made once when due, the next one planned an interval later; none on DATABASE_URL.
 */
const HOUR = 3_600_000;
let source: TestApp;
let server: TestApp;
let scratch: string;
const lines: string[] = [];

function backupConfig(databaseUrl?: string) {
  return {
    databaseUrl,
    dataDir: scratch,
    taxIdKey: undefined,
    backup: {
      dir: path.join(scratch, 'backups'),
      keep: 3,
      everyHours: 24,
      key: randomBytes(32).toString('base64'),
      walArchive: false,
    },
  };
}

const log = {
  debug: () => {},
  info: (line: string) => lines.push(line),
  warn: (line: string) => lines.push(line),
  error: (line: string) => lines.push(line),
  fatal: (line: string) => lines.push(line),
  ready: () => {},
};

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-schedule-'));
  const config = backupConfig();
  // A backup made 23 hours ago: the next one is due in an hour, not at the start.
  await fs.mkdir(config.backup.dir, { recursive: true });
  const older = path.join(config.backup.dir, 'doula-billing-2026-01-01T00-00-00.000Z.backup');
  await fs.writeFile(older, 'an older backup');
  const madeAt = new Date(Date.now() - 23 * HOUR);
  await fs.utimes(older, madeAt, madeAt);
  source = await buildTestApp();
  // The embedded database's server, as main.ts builds it (its pool is the source's here).
  server = await buildTestApp(
    {},
    {
      databaseUrl: source.database.url,
      jobKinds: backupJobs(source.database.pool, config, log),
      jobPollMs: 50,
    },
  );
});

afterAll(async () => {
  await server?.close();
  await source?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('run from the job queue: due an interval after the newest file, made once, then planned again', async () => {
    const kind = { name: 'backup.logical' };
    const [planned] = await server.app.jobs.jobsOf(kind);
    expect(planned!.runAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000);
    expect(planned!.runAt.getTime() - Date.now()).toBeLessThan(HOUR);

    await server.app.jobs.runDueNow();
    const deadline = Date.now() + 10_000;
    while (!lines.some((line) => line.startsWith('Backed up the database to'))) {
      if (Date.now() > deadline) throw new Error(`no backup: ${lines.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const files = await fs.readdir(path.join(scratch, 'backups'));
    expect(files).toHaveLength(2);
    // The run plans the next one as it ends.
    let next = (await server.app.jobs.jobsOf(kind))[0];
    while (next?.running) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = (await server.app.jobs.jobsOf(kind))[0];
    }
    expect(next!.runAt.getTime() - Date.now()).toBeGreaterThan(23.9 * HOUR);
    expect(lines.filter((line) => line.startsWith('Backed up'))).toHaveLength(1);
  });

  it('are not made by a server on DATABASE_URL: the database is not on its machine', () => {
    expect(backupJobs(source.database.pool, backupConfig(source.database.url), log)).toEqual([]);
  });
});
