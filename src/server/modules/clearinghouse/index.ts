/**
 * Clearinghouse connections: the SFTP accounts operators set up (presets for Office Ally,
 * Claim.MD and Stedi), their secrets encrypted at rest, and "Test connection". Sending batches
 * (scheduled or "Send now", each upload's state) builds on `targetOf` and the sftp module's
 * sessions; polling answers builds on them too.
 */
export { createClearinghouseService, type ClearinghouseService } from './connections.service.ts';
export { answersRealTime, answersRealTimeNow } from './connections.repository.ts';
export { createSendingService, type SendingService, sendingJobKinds } from './sending.service.ts';
/** Receiving: polling the answer folders, "Poll now", and the files fetched (decision 064). */
export { type AnswerImporter, createAnswerPolls } from './answer-polls.ts';
export { downloadsPage } from './downloads.service.ts';
export { answerPollJobs, POLL, POLL_TICK } from './poll-jobs.ts';
/** Real-time questions (270/271, 276/277) over CAQH CORE SOAP (decision 070). */
export { createRealTimeTransport, RealTimeError, type RealTimeTransport } from './real-time.ts';
/** The CORE envelope, read and written: the test endpoint speaks the same one. */
export { answerEnvelope, type CoreEnvelope, readEnvelope } from './core-envelope.ts';
