/**
 * Reconsiderations (issue 42): asking a payer to change a decision on her claim, with its
 * deadline, its packet and its reminder.
 */
export { createReconsiderationService } from './reconsiderations.service.ts';
export { reconsiderationJobs } from './reconsiderations.jobs.ts';
