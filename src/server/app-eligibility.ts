import type { AppContext } from './app-context.ts';
import { createRealTimeTransport } from './modules/clearinghouse/index.ts';
import {
  createEligibilityService,
  type EligibilityService,
  traceOriginatorOf,
} from './modules/eligibility/index.ts';
import { ownPatient } from './modules/patients/index.ts';
import { billableProviderOf } from './modules/claims/index.ts';

/**
 * Coverage checks: the eligibility module, given her patients, her billing details and the
 * real-time transport of the clearinghouse module. Built here so the module itself needs
 * neither the patients nor the profile module, and the claims that read its answers stay near.
 */
export function eligibilityOf(
  ctx: Pick<AppContext, 'db' | 'clearinghouses' | 'profiles' | 'config'>,
): EligibilityService {
  return createEligibilityService({
    db: ctx.db,
    patientOf: (userId, patientId) => ownPatient(ctx.db, userId, patientId),
    clearinghouses: ctx.clearinghouses,
    transport: createRealTimeTransport(ctx.clearinghouses, {
      retryDelayMs: ctx.config.realTimeRetryMs,
    }),
    billingProviderOf: async (userId) => {
      const details = await ctx.profiles.billingProviderOf(userId);
      // Named as the 837P and the 276 name her (one rule, the claims module's).
      return details && { entity: billableProviderOf(details).entity, npi: details.npi };
    },
    traceOriginator: traceOriginatorOf(ctx.config.x12.submitter.id),
    dailyLimit: ctx.config.coverageChecksPerDay,
  });
}
