import { REAL_TIME_TIMEOUT_DEFAULT } from '#domain/clearinghouse/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  postmasterPid,
  type QueueWorld,
  startQueueWorld,
} from '../testing/queue-world.ts';
import { queryRows } from '../testing/crash-load.ts';

/**
 * The real server stopped (SIGTERM, as `npm start` is stopped with Ctrl-C or a service manager
 * stops it) while a coverage check waits on an answer that does not come: its close waits for
 * the check no longer than its bound, and its embedded PostgreSQL is stopped all the same, not
 * left running after it.
 */
let world: QueueWorld;

beforeAll(async () => {
  world = await startQueueWorld('stopped-mid-check', { doulas: 1, sftp: false });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(done: () => boolean, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; !done();) {
    if (Date.now() > deadline) throw new Error(world.server.output().slice(-3_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a server stopped during a coverage check', () => {
  it('stops within its bound, and its PostgreSQL with it', async () => {
    // The product's own wait for an answer (25 s), longer than the stop waits for a job.
    await queryRows(
      world.databaseUrl,
      'UPDATE clearinghouse_connections SET real_time_timeout_seconds = $1',
      [REAL_TIME_TIMEOUT_DEFAULT],
    );
    world.core.faults.delayMs = 120_000;
    expect(await addPatient(world, world.doulas[0]!)).toBe(true);
    await until(() => world.core.received.length === 1, 20_000);
    const postmaster = await postmasterPid(world);

    const stopping = Date.now();
    await world.server.stop();
    expect(Date.now() - stopping).toBeLessThan(20_000);
    await until(() => !running(postmaster), 5_000);
  }, 120_000);
});
