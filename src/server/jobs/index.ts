/**
 * Background work that runs once across app servers: the job queue (decision 061). Its other
 * types (EnqueueOptions, JobState, JobRun…) are exported from here when a caller needs them.
 */
export {
  createJobQueue,
  enqueueJob,
  migrateJobQueue,
  waitingJobsBy,
  type JobQueue,
} from './job-queue.ts';
export { JobFailure, type JobKind } from './job-kinds.ts';
export type { LivenessTiming } from './worker-liveness.ts';
