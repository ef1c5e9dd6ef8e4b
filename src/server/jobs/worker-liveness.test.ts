import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { enqueueJob, type JobKind } from './index.ts';

/**
 * Locks left by a worker that no longer answers (its server was killed mid-job) are released
 * within seconds, through the queue's own force_unlock_workers: the job and the serial queue
 * behind it run again. A worker that still beats elsewhere keeps its lock.
 */
let t: TestApp;
const ran: string[] = [];
const KIND: JobKind = {
  name: 'test.liveness',
  async run(payload) {
    ran.push((payload as { name: string }).name);
  },
};
const TIMING = { beatMs: 50, staleMs: 400 };

beforeAll(async () => {
  t = await buildTestApp({}, { jobKinds: [KIND], jobPollMs: 50, jobLiveness: TIMING });
});
afterAll(async () => {
  await t?.close();
});

/** Queues a job already locked by `workerId` since a minute ago, as a server that died left it. */
async function lockedJob(name: string, queue: string, workerId: string) {
  await t.database.db.transaction(async (tx) => {
    await enqueueJob(tx, KIND, { name }, { serialQueue: queue });
    const aMinuteAgo = sql`now() - interval '1 minute'`;
    await tx.execute(sql`
      UPDATE graphile_worker._private_jobs SET locked_by = ${workerId}, locked_at = ${aMinuteAgo},
        attempts = 1
      WHERE payload->>'name' = ${name}`);
    await tx.execute(sql`
      UPDATE graphile_worker._private_job_queues
      SET locked_by = ${workerId}, locked_at = ${aMinuteAgo}
      WHERE queue_name = ${queue}`);
  });
}

async function until(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not yet: ${ran.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a worker that stopped answering', () => {
  it('has its job and serial queue released; a worker still beating keeps its own', async () => {
    const beatingElsewhere = setInterval(() => {
      void t.database.pool
        .query(
          `INSERT INTO job_queue_workers (worker_id) VALUES ('alive-elsewhere')
           ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`,
        )
        .catch(() => {});
    }, 50);
    try {
      await lockedJob('alive-job', 'alive-queue', 'alive-elsewhere');
      await lockedJob('in-flight', 'serial', 'killed-server');
      await enqueueJob(t.database.db, KIND, { name: 'behind' }, { serialQueue: 'serial' });
      const started = Date.now();
      await until(() => ran.includes('behind'), 5_000);
      // Released only once the dead worker was silent for the stale period.
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMING.staleMs - 100);
      expect(ran).toEqual(['in-flight', 'behind']);
      await new Promise((resolve) => setTimeout(resolve, 4 * TIMING.staleMs));
      expect(ran).not.toContain('alive-job');
      const { rows } = await t.database.pool.query<{ locked_by: string }>(
        `SELECT locked_by FROM graphile_worker._private_jobs WHERE payload->>'name' = 'alive-job'`,
      );
      expect(rows).toEqual([{ locked_by: 'alive-elsewhere' }]);
      expect(t.logs.join('\n')).toContain('released the jobs of job queue workers');
    } finally {
      clearInterval(beatingElsewhere);
    }
  });
});
