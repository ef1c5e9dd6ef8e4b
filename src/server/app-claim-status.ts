import type { AppContext } from './app-context.ts';
import {
  type ClaimStatusLog,
  type ClaimStatusService,
  createClaimStatusService,
} from './modules/claim-status/index.ts';
import { createRealTimeTransport } from './modules/clearinghouse/index.ts';

/**
 * Asking payers about quiet claims: the claim-status module, given the claims, the billing
 * providers and the real-time transport of the clearinghouse module.
 */
export function claimStatusOf(
  ctx: Omit<AppContext, 'sending' | 'claimStatus'>,
  log: ClaimStatusLog,
): ClaimStatusService {
  return createClaimStatusService({
    db: ctx.db,
    claims: ctx.claims,
    providerOf: (ownerId) => ctx.profiles.billingProviderOf(ownerId),
    clearinghouses: ctx.clearinghouses,
    transport: createRealTimeTransport(ctx.clearinghouses),
    x12: ctx.config.x12,
    log,
  });
}
