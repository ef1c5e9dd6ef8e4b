import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createJobQueue, type JobKind, type JobQueue, type LivenessTiming } from './jobs/index.ts';
import {
  createOutboxDelivery,
  createSmtpMailer,
  defaultDeliveryTiming,
  outboxDeliveryJob,
  type DeliveryTiming,
} from './modules/notifications/index.ts';
import { overdueBatchesJob } from './modules/batches/index.ts';
import { createOperatorAccess } from './modules/operators/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app server's job queue (tests drain it or run its waiting jobs now). */
    jobs: JobQueue;
  }
}

export interface JobOptions {
  /** Further kinds of work (main.ts adds the scheduled backups of the embedded database). */
  jobKinds?: JobKind[];
  /** How often the worker looks for jobs that became due (1 s by default); tests shorten it. */
  jobPollMs?: number;
  /** How the outbox is delivered (with SMTP settings); tests shorten the waits. */
  outboxTiming?: Partial<DeliveryTiming>;
  /** When a silent worker of another server is taken for dead; tests shorten it. */
  jobLiveness?: Partial<LivenessTiming>;
}

/**
 * Every app server runs a worker of the job queue, started when the app is ready and stopped
 * (running jobs finished) when it closes. Servers with SMTP settings take the outbox rounds;
 * without them messages wait in the outbox.
 */
export function installJobs(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  options: JobOptions,
): JobQueue {
  const kinds: JobKind[] = [...(options.jobKinds ?? [])];
  const operators = createOperatorAccess(database.db, config.adminEmails);
  kinds.push(overdueBatchesJob(database.db, () => operators.emails()));
  let closeMailer = () => {};
  if (config.smtp) {
    const timing: DeliveryTiming = {
      ...defaultDeliveryTiming,
      batchSeconds: config.emailBatchSeconds,
      ...options.outboxTiming,
    };
    const delivery = createOutboxDelivery({
      db: database.db,
      mailer: createSmtpMailer(config.smtp),
      publicUrl: config.publicUrl,
      timing,
      log: app.log,
    });
    kinds.push(outboxDeliveryJob(delivery, timing));
    closeMailer = () => delivery.close();
  }
  const jobs = createJobQueue({
    db: database.db,
    pool: database.pool,
    log: app.log,
    kinds,
    pollMs: options.jobPollMs ?? 1_000,
    ...(options.jobLiveness ? { liveness: options.jobLiveness } : {}),
    concurrency: config.jobs.concurrency,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    closeMailer();
  });
  return jobs;
}
