import { EventEmitter } from 'node:events';
import { run, type Runner, type RunnerOptions, type WorkerEvents } from 'graphile-worker';
import type { JobLog } from './job-log.ts';
import { safeErrorText } from './job-kinds.ts';
import type { StoppedWorker, WorkerLiveness } from './worker-liveness.ts';

/** Jobs a worker finished lately, kept to mark done should the worker stop before it could. */
const RECENT_FINISHED = 200;

export interface SupervisedRunnerOptions {
  /** graphile-worker's options, apart from the events this supervision listens to. */
  runnerOptions: Omit<RunnerOptions, 'events'>;
  liveness: WorkerLiveness;
  log: JobLog;
  /** After each start (the first and every restart): plans the recurring work. */
  afterStart: () => Promise<void>;
  /** Wait between two tries to start again while the database is away. */
  retryMs?: number;
}

/**
 * graphile-worker's runner, started again whenever it stops by itself (decision 085). When the
 * database goes away under it, the runner cannot mark a job done or failed and stops (with its
 * batchers on, it says so through its promise instead of an unhandled rejection that would end
 * the process). This then waits for the database, releases the stopped worker's locks (its
 * finished jobs marked done, the others retried as after any failed attempt) and starts a new
 * runner.
 */
export function superviseRunner(options: SupervisedRunnerOptions) {
  const { liveness, log } = options;
  const retryMs = options.retryMs ?? 1_000;
  let runner: Runner | undefined;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  /** The worker a runner started, and the jobs it finished lately. */
  let worker: StoppedWorker = { workerId: '', finishedJobIds: [] };

  async function launch(): Promise<void> {
    const events = new EventEmitter() as WorkerEvents;
    const mine: StoppedWorker = { workerId: '', finishedJobIds: [] };
    worker = mine;
    events.on('pool:create', ({ workerPool }) => {
      mine.workerId = workerPool.id;
      liveness.alive(workerPool.id);
    });
    events.on('job:success', ({ job }) => {
      mine.finishedJobIds.push(job.id);
      if (mine.finishedJobIds.length > RECENT_FINISHED) mine.finishedJobIds.shift();
    });
    const started = await run({ ...options.runnerOptions, events });
    runner = started;
    const ended = (error?: unknown) => {
      if (stopping || runner !== started) return;
      runner = undefined;
      log.warn(
        { component: 'job-queue', ...(error ? { error: safeErrorText(error) } : {}) },
        'job queue stopped; starting it again once the database answers',
      );
      restarting = restart(mine).finally(() => (restarting = undefined));
    };
    started.promise.then(() => ended(), ended);
  }

  async function restart(stopped: StoppedWorker) {
    for (let attempt = 1; !stopping; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      if (stopping) return;
      try {
        if (stopped.workerId) await liveness.release(stopped);
        stopped = { workerId: '', finishedJobIds: [] };
        await launch();
        await options.afterStart();
        log.warn({ component: 'job-queue' }, 'job queue running again');
        return;
      } catch (error) {
        if (attempt % 30 === 0) {
          log.error(
            { component: 'job-queue', error: safeErrorText(error) },
            'job queue still cannot start',
          );
        }
        // A runner started before the plans failed is stopped again and the whole start retried.
        const half = runner;
        runner = undefined;
        await half?.stop().catch(() => {});
        if (half) stopped = worker;
      }
    }
  }

  return {
    async start() {
      stopping = false;
      await launch();
      liveness.start();
      await options.afterStart();
    },

    async stop() {
      stopping = true;
      await restarting;
      const current = runner;
      runner = undefined;
      await liveness.stop();
      await current?.stop();
    },
  };
}
