import type { AppContext } from './app-context.ts';
import { createBatchService } from './modules/batches/index.ts';
import { createSendingService, type SendingService } from './modules/clearinghouse/index.ts';

/**
 * Sending claims through a clearinghouse: the batches module makes the batches, the
 * clearinghouse module uploads them. Wired here so neither module imports the other (the
 * batches panel reads each batch's upload through the context).
 */
export function sendingOf(
  ctx: Omit<AppContext, 'sending' | 'claimStatus' | 'eligibility'>,
): SendingService {
  const batches = createBatchService({
    db: ctx.db,
    claims: ctx.claims,
    profiles: ctx.profiles,
    x12: ctx.config.x12,
    taxIds: ctx.taxIds,
  });
  return createSendingService({ db: ctx.db, clearinghouses: ctx.clearinghouses, batches });
}
