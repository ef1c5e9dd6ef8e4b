import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepRunning, queryRows } from '../testing/crash-load.ts';
import {
  addedMemberIds,
  addPatient,
  askedMemberIds,
  databaseHealth,
  postmasterPid,
  type QueueWorld,
  sendNow,
  startQueueWorld,
  submitClaim,
  untilQueueDone,
} from '../testing/queue-world.ts';

/**
 * The real server on its embedded PostgreSQL, its queue busy with automatic coverage checks
 * (patients being added) and claims being sent to the clearinghouse, while PostgreSQL is
 * SIGKILLed ten times at random moments (decision 085). The server never exits, /health says
 * the database is up again within 10 s each time, and afterwards every queued job has run
 * exactly once: each added patient's question reached the payer once, no batch reached the
 * clearinghouse twice, and no check or upload is left failed or waiting.
 */
const KILLS = 10;
let world: QueueWorld;

beforeAll(async () => {
  world = await startQueueWorld('database-kills', { doulas: 3, sftp: true });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

async function untilHealthy(timeoutMs: number): Promise<number> {
  const started = Date.now();
  while ((await databaseHealth(world)) !== 'up' && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/**
 * Patients added, claims submitted and sent, by the doulas and the operator, until stopped. The
 * coverage checks go one at a time (a serial queue), so patients come a few a second: enough for
 * a check to be out at most kills, few enough that the queue empties within the wait below on a
 * loaded machine.
 */
function busyQueue() {
  let stop = false;
  const stopped = () => stop;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const [adding, submitting] = [world.doulas[0]!, world.doulas[1]!];
  const running = Promise.all([
    keepRunning(1, () => addPatient(world, adding).then(() => pause(250)), stopped),
    keepRunning(1, () => addPatient(world, world.doulas[2]!).then(() => pause(350)), stopped),
    keepRunning(1, () => submitClaim(world, submitting).then(() => pause(100)), stopped),
    keepRunning(1, () => sendNow(world).then(() => pause(400)), stopped),
  ]);
  return async () => {
    stop = true;
    await running;
  };
}

describe('PostgreSQL killed ten times while the queue works', () => {
  it('the server stays up, the database is back within 10 s, every job runs once', async () => {
    const finish = busyQueue();
    const recoveries: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1_200));
      process.kill(await postmasterPid(world), 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
      recoveries.push(await untilHealthy(15_000));
      expect(world.server.child.exitCode, world.server.output()).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await finish();
    await sendNow(world);
    // The checks go one at a time: beside the browser journeys a check can take a second or
    // two, so the queue left by the busy phase needs minutes, not seconds, to empty.
    await untilQueueDone(world, 180_000);

    expect(world.server.child.exitCode, world.server.output()).toBeNull();
    expect(Math.max(...recoveries), recoveries.join(', ')).toBeLessThan(10_000);
    // Each added patient's question asked once, none for a patient that does not exist.
    const added = await addedMemberIds(world);
    expect(added.length).toBeGreaterThan(10);
    expect(askedMemberIds(world).sort()).toEqual(added.sort());
    // Each batch on the clearinghouse's server at most once, under its upload's name. An upload
    // whose taking was committed as the database died stays "uploading" until its 15-minute
    // takeover (not waited for here): every other one is sent.
    const uploads = await queryRows<{ remote_name: string | null; state: string }>(
      world.databaseUrl,
      'SELECT remote_name, state FROM clearinghouse_uploads',
      [],
    );
    const batches = await queryRows<{ n: number }>(
      world.databaseUrl,
      'SELECT count(*)::int AS n FROM claim_batches',
      [],
    );
    expect(batches[0]!.n).toBeGreaterThan(0);
    expect(uploads).toHaveLength(batches[0]!.n);
    const sent = uploads.filter((upload) => upload.state === 'sent');
    expect(uploads.filter((upload) => !['sent', 'uploading'].includes(upload.state))).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    const files = world.sftp!.list('inbound').filter((file) => !file.startsWith('.'));
    expect(new Set(files).size).toBe(files.length);
    for (const upload of sent) expect(files).toContain(upload.remote_name);
    expect(files.length).toBeLessThanOrEqual(uploads.length);
    // No check or upload failed for good (a scheduled poll that did is asked again at the
    // next tick: polls are not this test's jobs).
    const failed = await queryRows<{ kind: string; attempts: number; last_error: string }>(
      world.databaseUrl,
      `SELECT task_identifier AS kind, attempts, last_error FROM graphile_worker.jobs
       WHERE attempts >= max_attempts AND task_identifier IN ('coverage.check', 'clearinghouse.upload')`,
      [],
    );
    expect(failed).toEqual([]);
  }, 300_000);
});
