/**
 * Background work that runs once across app servers: the job queue (decision 061).
 */
export {
  createJobQueue,
  enqueueJob,
  migrateJobQueue,
  type EnqueuedKind,
  type EnqueueOptions,
  type JobQueue,
  type JobState,
} from './job-queue.ts';
export { JobFailure, type JobKind, type JobRun } from './job-kinds.ts';
export type { JobLog } from './job-log.ts';
