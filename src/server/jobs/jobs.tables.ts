import { pgTable, text } from 'drizzle-orm/pg-core';
import { stamp } from '../db/columns.ts';

/**
 * The job queue's workers that are alive (decision 085): each app server's worker writes its
 * id here every few seconds. A lock held by an id whose row has gone quiet belongs to a server
 * that died, and another server releases it instead of the queue's own 4 hours.
 */
export const jobQueueWorkers = pgTable('job_queue_workers', {
  workerId: text('worker_id').primaryKey(),
  seenAt: stamp('seen_at'),
});
