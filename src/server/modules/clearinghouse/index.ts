/**
 * Clearinghouse connections: the SFTP accounts operators set up (presets for Office Ally,
 * Claim.MD and Stedi), their secrets encrypted at rest, and "Test connection". Sending batches
 * and polling answers build on `targetOf` and the sftp module's sessions.
 */
export { createClearinghouseService, type ClearinghouseService } from './connections.service.ts';
