import type pg from 'pg';
import type { JobLog } from './job-log.ts';

/** How often a worker says it is alive, and how long a quiet one is taken for dead. */
export interface LivenessTiming {
  beatMs: number;
  staleMs: number;
}

/**
 * A beat every 5 s, dead after 20 s of silence: a killed server's serial queue runs again
 * within about half a minute of the kill, while a live worker misses four beats in a row
 * before another server takes its jobs.
 */
export const defaultLivenessTiming: LivenessTiming = { beatMs: 5_000, staleMs: 20_000 };

/** A worker of this server that stopped, and the jobs it finished without being able to say so. */
export interface StoppedWorker {
  workerId: string;
  finishedJobIds: string[];
}

/**
 * This server's part in freeing the queue from dead workers (decision 085). Each worker of
 * graphile-worker locks the jobs it takes (and their serial queue) with its id and frees them
 * itself when it ends cleanly; a server that dies leaves them locked, and the library frees such
 * locks only after 4 hours. So every server writes its live worker ids to `job_queue_workers`
 * each beat, and releases, through the library's `force_unlock_workers`, the locks of ids that
 * are not among the live ones: the job runs again, as after any failed attempt.
 */
export function createWorkerLiveness(
  pool: pg.Pool,
  schema: string,
  log: JobLog,
  timing: LivenessTiming,
) {
  const ours = new Set<string>();
  let reachableSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  const staleSeconds = timing.staleMs / 1000;

  async function beat() {
    try {
      await pool.query(
        `INSERT INTO job_queue_workers (worker_id, seen_at)
         SELECT unnest($1::text[]), now()
         ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`,
        [[...ours]],
      );
      reachableSince ??= Date.now();
    } catch {
      reachableSince = undefined;
      return;
    }
    // Only a server that has itself reached the database for a whole stale period may judge
    // the others: after an outage, every live server has beaten again by then.
    if (Date.now() - reachableSince < timing.staleMs) return;
    await releaseQuietWorkers().catch((error: unknown) => {
      log.debug({ component: 'job-queue', error: (error as Error).name }, 'lock sweep failed');
    });
  }

  async function releaseQuietWorkers() {
    const { rows } = await pool.query<{ worker_id: string }>(
      `WITH held AS (
         SELECT locked_by FROM ${schema}._private_job_queues
         WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)
         UNION
         SELECT locked_by FROM ${schema}._private_jobs
         WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)
       )
       SELECT locked_by AS worker_id FROM held
       WHERE locked_by <> ALL($2::text[])
         AND NOT EXISTS (
           SELECT 1 FROM job_queue_workers alive
           WHERE alive.worker_id = held.locked_by
             AND alive.seen_at > now() - make_interval(secs => $1))
       LIMIT 100`,
      [staleSeconds, [...ours]],
    );
    const dead = rows.map((row) => row.worker_id);
    if (dead.length > 0) {
      await pool.query(`SELECT ${schema}.force_unlock_workers($1::text[])`, [dead]);
      log.warn(
        { component: 'job-queue', workers: dead.length },
        'released the jobs of job queue workers that stopped answering',
      );
    }
    // The rows of workers long gone (their locks were released above or never existed).
    await pool.query(`DELETE FROM job_queue_workers WHERE seen_at < now() - interval '1 hour'`);
  }

  return {
    /** Starts the beats (the first at once). */
    start() {
      const tick = () => {
        beating = beat().finally(() => {
          beating = undefined;
          if (timer) timer = setTimeout(tick, timing.beatMs);
        });
      };
      timer = setTimeout(tick, 0);
    },

    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await beating;
    },

    /** A worker of this server started: it is alive from now on. */
    alive(workerId: string) {
      ours.add(workerId);
      if (timer) {
        // Recorded before it can hold a lock for long; a failure here is the next beat's.
        void pool
          .query(
            `INSERT INTO job_queue_workers (worker_id) VALUES ($1) ON CONFLICT (worker_id) DO NOTHING`,
            [workerId],
          )
          .catch(() => {});
      }
    },

    /**
     * A worker of this server stopped (the database went away under it): its locks are released
     * at once, with the attempts they were taken under, and the jobs it finished but could not
     * mark done are removed rather than run again.
     * One transaction, so no other worker takes such a job between the two. Throws while the
     * database is still unreachable.
     */
    async release(stopped: StoppedWorker) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        await client.query(`SELECT count(*) FROM ${schema}.complete_jobs($1::bigint[])`, [
          stopped.finishedJobIds,
        ]);
        // The attempt each job it still held was counted when taken is given back: the database
        // going away is not the job failing, and ten outages must not use up ten attempts.
        await client.query(
          `UPDATE ${schema}._private_jobs SET attempts = greatest(attempts - 1, 0)
           WHERE locked_by = $1`,
          [stopped.workerId],
        );
        await client.query(`SELECT ${schema}.force_unlock_workers($1::text[])`, [
          [stopped.workerId],
        ]);
        await client.query('DELETE FROM job_queue_workers WHERE worker_id = $1', [
          stopped.workerId,
        ]);
        await client.query('COMMIT');
        ours.delete(stopped.workerId);
      } catch (error) {
        broken = error as Error;
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        // A connection that failed is closed rather than handed out again.
        client.release(broken);
      }
    },
  };
}

export type WorkerLiveness = ReturnType<typeof createWorkerLiveness>;
