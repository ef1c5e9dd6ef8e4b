/**
 * Clearinghouse connections: the SFTP accounts operators set up (presets for Office Ally,
 * Claim.MD and Stedi), their secrets encrypted at rest, and "Test connection". Sending batches
 * and polling answers build on `targetOf` and the sftp module's sessions.
 */
export { createClearinghouseService, type ClearinghouseService } from './connections.service.ts';
/** Receiving: polling the answer folders, "Poll now", and the files fetched (decision 064). */
export { createAnswerPolls } from './answer-polls.ts';
export { downloadsPage } from './downloads.service.ts';
export { answerPollJobs, POLL, POLL_TICK } from './poll-jobs.ts';
