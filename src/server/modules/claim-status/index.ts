/**
 * Claim status (issue 27): a claim the payer accepted and then went silent about is asked about
 * with a 276 over the real-time connection, and the 277 is posted like a 277CA (decision 078).
 */
export {
  type ClaimStatusLog,
  createClaimStatusService,
  type ClaimStatusService,
} from './claim-status.service.ts';
export { ASK_TICK, claimStatusJobs } from './claim-status.jobs.ts';
