import { sql } from 'drizzle-orm';
import { parseCronItems, runMigrations, type JobHelpers, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { Db, DbOrTx } from '../db/database.ts';
import { jobQueueLogger, type JobLog } from './job-log.ts';
import { safeErrorText, type JobKind, type JobRun } from './job-kinds.ts';
import { superviseRunner } from './supervised-runner.ts';
import {
  createWorkerLiveness,
  defaultLivenessTiming,
  type LivenessTiming,
} from './worker-liveness.ts';

/** The queue's own schema (graphile-worker's default name), apart from the product's tables. */
const SCHEMA = 'graphile_worker';

export interface EnqueueOptions {
  /** Not before this time (now by default). */
  runAt?: Date;
  /**
   * At most one waiting job per key: enqueueing again with the same key replaces the waiting
   * one's payload and time (`replace`, the default), keeps its time (`preserve_run_at`), or
   * leaves any job with that key alone, even a running one (`keep`). With `replace` or
   * `preserve_run_at` a running job is never changed: a new one is queued (and may run while the
   * first still does, unless both are in one `serialQueue`).
   */
  key?: string;
  keyMode?: 'replace' | 'preserve_run_at' | 'keep';
  /** Jobs of one named queue run one at a time, in order (say, one clearinghouse connection's). */
  serialQueue?: string;
  /** Overrides the kind's maxAttempts for this job. */
  maxAttempts?: number;
  /** Among jobs due, lower numbers are taken first (0 by default). */
  priority?: number;
}

/** A kind as enqueued: its name, and its attempts unless the job says otherwise. */
export type EnqueuedKind = Pick<JobKind, 'name' | 'maxAttempts'>;

/**
 * Enqueues a job with `db`, which may be a transaction: the job then exists only if the
 * caller commits (a batch and its upload job, together or not at all). App servers hear of it
 * at once (LISTEN/NOTIFY) and exactly one runs it.
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: EnqueuedKind,
  payload: object = {},
  options: EnqueueOptions = {},
): Promise<void> {
  const mode = options.keyMode === 'keep' ? 'unsafe_dedupe' : (options.keyMode ?? 'replace');
  await db.execute(sql`
    SELECT graphile_worker.add_job(
      ${kind.name}, ${JSON.stringify(payload)}::json,
      queue_name => ${options.serialQueue ?? null}::text,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? kind.maxAttempts ?? null}::int,
      job_key => ${options.key ?? null}::text,
      priority => ${options.priority ?? null}::int,
      job_key_mode => ${mode}::text)`);
}

/** Counts of waiting jobs stop here: beyond it, a larger queue changes nothing for fairness. */
const WAITING_CAP = 1_000;

/**
 * How many jobs of `kind` wait (not running, attempts left) for each of `values` of one payload
 * field, at most 1,000 each: what one doula already has queued, say, so that her next job can
 * go behind everyone else's (decision 085).
 */
export async function waitingJobsBy(
  db: DbOrTx,
  kind: Pick<JobKind, 'name'>,
  field: string,
  values: string[],
): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const { rows } = await db.execute<{ value: string; waiting: number }>(sql`
    SELECT value, (
      SELECT count(*)::int FROM (
        SELECT 1 FROM graphile_worker._private_jobs AS jobs
        JOIN graphile_worker._private_tasks AS tasks ON tasks.id = jobs.task_id
        WHERE tasks.identifier = ${kind.name} AND jobs.locked_at IS NULL
          AND jobs.attempts < jobs.max_attempts AND jobs.payload->>${field} = value
        LIMIT ${WAITING_CAP}) AS waiting_jobs) AS waiting
    FROM json_array_elements_text(${JSON.stringify([...new Set(values)])}::json) AS value`);
  return new Map(rows.map((row) => [row.value, row.waiting]));
}

/** One job as the queue holds it, for tests and the console. */
export interface JobState {
  id: string;
  kind: string;
  key: string | null;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  /** The last failure's safe text (see JobFailure). */
  lastError: string | null;
  running: boolean;
  /** Attempts spent: the queue will not try it again. */
  failed: boolean;
}

export interface JobQueue {
  /** Migrates the queue's schema if needed, starts this server's worker, plans recurring work. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running; the jobs left wait in the database. */
  stop(): Promise<void>;
  enqueue(kind: EnqueuedKind, payload?: object, options?: EnqueueOptions): Promise<void>;
  /** Up to 100 jobs of this kind (waiting, running or failed), oldest first. */
  jobsOf(kind: Pick<JobKind, 'name'>): Promise<JobState[]>;
  /** Tests: every waiting job (failed ones aside) becomes due now, instead of after its wait. */
  runDueNow(): Promise<void>;
  /** Tests: resolves once no job is due or running (recurring work aside), or throws after `timeoutMs`. */
  drained(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  /** The app's pool: the worker holds one of its connections to LISTEN for new jobs. */
  pool: pg.Pool;
  log: JobLog;
  kinds: JobKind[];
  /** How often a worker looks for jobs that became due (new ones are heard of at once). */
  pollMs: number;
  /** Jobs one app server runs at the same time. */
  concurrency: number;
  /** When a silent worker is taken for dead (tests shorten it). */
  liveness?: Partial<LivenessTiming>;
}

/**
 * Creates or upgrades the queue's schema (each worker also does it as it starts; the test
 * harness calls it once on the template database, so each test database starts with it).
 */
export async function migrateJobQueue(pool: pg.Pool, log: JobLog): Promise<void> {
  await runMigrations({ pgPool: pool, schema: SCHEMA, logger: jobQueueLogger(log) });
}

const everyKey = (kind: JobKind) => `every:${kind.name}`;

/**
 * The product's job queue on graphile-worker (decision 061): every app server runs a worker on
 * the app's pool; a job is taken by exactly one of them (a row lock with SKIP LOCKED), retried
 * with a growing wait when it throws, and marked failed when its attempts are spent.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, pool, log, kinds } = options;
  const query = (text: string, values: unknown[] = []) => pool.query(text, values);
  const add = (kind: EnqueuedKind, payload: object, enqueue: EnqueueOptions) =>
    enqueueJob(db, kind, payload, enqueue);

  function handlerOf(kind: JobKind) {
    return async (payload: unknown, helpers: JobHelpers) => {
      const job: JobRun = {
        id: helpers.job.id,
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      };
      const about = { job: kind.name, jobId: job.id, attempt: job.attempt };
      if (kind.every) {
        try {
          await kind.run(payload, job);
        } catch (error) {
          log.error({ ...about, error: safeErrorText(error) }, 'recurring job failed; runs again');
        }
        // The next run, planned even after a failure; should this insert fail (the database is
        // down), the queue retries this job, which runs the work again and then plans.
        await add(kind, {}, { key: everyKey(kind), runAt: new Date(Date.now() + kind.every.ms) });
        return;
      }
      try {
        await kind.run(payload, job);
      } catch (error) {
        const text = safeErrorText(error);
        const final = job.attempt >= job.maxAttempts;
        log[final ? 'error' : 'warn'](
          { ...about, error: text },
          final ? 'job failed; attempts spent' : 'job failed; will retry',
        );
        // The queue keeps the thrown message in its table: only the safe text reaches it.
        throw new Error(text);
      }
    };
  }

  const taskList: TaskList = Object.fromEntries(kinds.map((kind) => [kind.name, handlerOf(kind)]));
  const cronKinds = kinds.filter((kind) => kind.cron);
  const liveness = createWorkerLiveness(pool, SCHEMA, log, {
    ...defaultLivenessTiming,
    ...options.liveness,
  });
  const runner = superviseRunner({
    runnerOptions: {
      pgPool: pool,
      schema: SCHEMA,
      taskList,
      parsedCronItems: parseCronItems(
        cronKinds.map((kind) => ({
          task: kind.name,
          match: kind.cron!,
          identifier: kind.name,
          options: { ...(kind.maxAttempts ? { maxAttempts: kind.maxAttempts } : {}) },
        })),
      ),
      concurrency: options.concurrency,
      pollInterval: options.pollMs,
      noHandleSignals: true,
      logger: jobQueueLogger(log),
      // Batched, a failure to mark a job done or failed stops the runner, which the supervision
      // restarts; unbatched, it is a promise nobody awaits, which would end the process.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    },
    liveness,
    log,
    // One waiting run per recurring kind across servers, planned anew at each start (the first
    // run as the kind says now). A run left locked by a server that died is not waited for:
    // its key moves to the new one, and its lock is released once that server is known dead.
    afterStart: async () => {
      for (const kind of kinds) {
        if (!kind.every) continue;
        const runAt = (await kind.every.firstRunAt?.()) ?? new Date();
        await add(kind, {}, { key: everyKey(kind), runAt });
      }
    },
  });

  return {
    start: () => runner.start(),
    stop: () => runner.stop(),

    enqueue: (kind, payload = {}, enqueue = {}) => add(kind, payload, enqueue),

    async jobsOf({ name }) {
      const { rows } = await query(
        `SELECT id, task_identifier, key, run_at, attempts, max_attempts, last_error, locked_at
         FROM ${SCHEMA}.jobs WHERE task_identifier = $1 ORDER BY id LIMIT 100`,
        [name],
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        id: String(row.id),
        kind: String(row.task_identifier),
        key: row.key as string | null,
        runAt: new Date(row.run_at as string),
        attempts: Number(row.attempts),
        maxAttempts: Number(row.max_attempts),
        lastError: row.last_error as string | null,
        running: row.locked_at !== null,
        failed: Number(row.attempts) >= Number(row.max_attempts),
      }));
    },

    async runDueNow() {
      await query(
        `SELECT ${SCHEMA}.reschedule_jobs(array_agg(id), run_at => now())
         FROM ${SCHEMA}.jobs
         WHERE locked_at IS NULL AND attempts < max_attempts AND run_at > now()`,
      );
    },

    async drained(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await query(
          `SELECT count(*)::int AS n FROM ${SCHEMA}.jobs
           WHERE (key IS NULL OR key NOT LIKE 'every:%')
             AND (locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts))`,
        );
        if ((rows[0] as { n: number }).n === 0) return;
        if (Date.now() > deadline) throw new Error('The job queue did not drain in time.');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
