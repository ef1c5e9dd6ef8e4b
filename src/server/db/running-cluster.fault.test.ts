import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '../logger.ts';
import { StartupError } from '../startup/startup-error.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres.ts';

/**
 * Who may use a cluster another live process supervises (decision 040): the command line and
 * another test run attach without supervising it or stopping it; a second server is refused.
 * (A cluster whose supervisor was killed is covered by database-crash.fault.test.ts.)
 */
let dataDir: string;
let owner: EmbeddedCluster;

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'running-cluster-'));
  await fs.chmod(dataDir, 0o755); // reachable by the cluster's `postgres` user when run as root
  owner = await startEmbeddedPostgres(dataDir, silentLog, { policy: 'server' });
}, 60_000);

afterAll(async () => {
  await owner?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a cluster a live server supervises', () => {
  it('is supervised by the process that started it, which records its pid', async () => {
    expect(owner.supervised).toBe(true);
    const recorded = await fs.readFile(path.join(dataDir, '.postgres-supervisor'), 'utf8');
    expect(Number(recorded)).toBe(process.pid);
  });

  it('the command line uses it, and stopping the command stops nothing', async () => {
    const command = await startEmbeddedPostgres(dataDir, silentLog, { policy: 'command-line' });
    expect(command.supervised).toBe(false);
    expect(command.connectionUrl()).toBe(owner.connectionUrl());
    await command.stop();
    expect(await selectOne(owner.connectionUrl())).toBe(1);
  });

  it('another test run of the checkout shares it', async () => {
    const tests = await startEmbeddedPostgres(dataDir, silentLog, { policy: 'tests' });
    expect(tests.supervised).toBe(false);
    await tests.stop();
    expect(await selectOne(owner.connectionUrl())).toBe(1);
  });

  it('a second server is refused in one sentence, and the first keeps its database', async () => {
    const second = startEmbeddedPostgres(dataDir, silentLog, { policy: 'server' });
    await expect(second).rejects.toBeInstanceOf(StartupError);
    await expect(second).rejects.toThrow(`is already run by another process (pid ${process.pid})`);
    expect(await selectOne(owner.connectionUrl())).toBe(1);
  });
});
