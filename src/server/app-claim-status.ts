import type { AppContext } from './app-context.ts';
import {
  type ClaimStatusLog,
  type ClaimStatusService,
  createClaimStatusService,
} from './modules/claim-status/index.ts';
import { createRealTimeTransport } from './modules/clearinghouse/index.ts';

/**
 * Asking payers about quiet claims: the claim-status module, given the claims, the billing
 * providers and the real-time transport of the clearinghouse module. The app and the command
 * line (`claim ask`) build it here, the same way.
 */
export function claimStatusOf(
  ctx: Pick<AppContext, 'db' | 'claims' | 'claimHooks' | 'profiles' | 'clearinghouses' | 'config'>,
  log: ClaimStatusLog,
): ClaimStatusService {
  return createClaimStatusService({
    db: ctx.db,
    claims: ctx.claims,
    claimHooks: ctx.claimHooks,
    providerOf: (ownerId) => ctx.profiles.billingProviderOf(ownerId),
    clearinghouses: ctx.clearinghouses,
    transport: createRealTimeTransport(ctx.clearinghouses, {
      retryDelayMs: ctx.config.realTimeRetryMs,
    }),
    x12: ctx.config.x12,
    log,
  });
}
