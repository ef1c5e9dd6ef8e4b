import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedMemberIds,
  addPatient,
  askedMemberIds,
  type QueueWorld,
  startQueueWorld,
  untilQueueDone,
} from '../testing/queue-world.ts';

/**
 * The real server SIGKILLed while a coverage check is out (its answer slow to come): the dead
 * server's worker holds the serial `coverage-checks` queue. Started again, the server releases
 * that lock once the dead worker has been silent long enough (decision 085), not after the
 * queue's own 4 hours: a patient added after the restart is checked within a minute, and the
 * check that was out is not asked again (it may have reached the payer).
 */
let world: QueueWorld;

beforeAll(async () => {
  world = await startQueueWorld('killed-mid-check', { doulas: 2, sftp: false });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(world.server.output().slice(-3_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a server killed during a coverage check', () => {
  it('once started again, checks the next patient within a minute, and not the first again', async () => {
    world.core.faults.delayMs = 5_000;
    expect(await addPatient(world, world.doulas[0]!)).toBe(true);
    await until(() => world.core.received.length === 1, 20_000);
    await world.server.kill();
    world.core.faults.delayMs = 0;

    await world.restart();
    const restarted = Date.now();
    expect(await addPatient(world, world.doulas[1]!)).toBe(true);
    await until(() => world.core.received.length === 2, 60_000);
    expect(Date.now() - restarted).toBeLessThan(60_000);
    await untilQueueDone(world, 30_000);
    // One question per patient: the one out when the server died was not sent again.
    expect(askedMemberIds(world).sort()).toEqual((await addedMemberIds(world)).sort());
    expect(world.server.output()).toContain('released the jobs of job queue workers');
  }, 150_000);
});
