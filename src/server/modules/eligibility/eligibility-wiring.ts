import type { AppContext } from '../../app-context.ts';
import { createRealTimeTransport } from '../clearinghouse/index.ts';
import { createEligibilityService, traceOriginatorOf } from './eligibility.service.ts';

/** The eligibility service as the routes and the jobs use it, from the app's settings. */
export const eligibilityServiceOf = (
  ctx: Pick<AppContext, 'db' | 'clearinghouses' | 'profiles' | 'config'>,
) =>
  createEligibilityService({
    db: ctx.db,
    clearinghouses: ctx.clearinghouses,
    transport: createRealTimeTransport(ctx.clearinghouses),
    billingProviderOf: (userId) => ctx.profiles.billingProviderOf(userId),
    traceOriginator: traceOriginatorOf(ctx.config.x12.submitter.id),
    dailyLimit: ctx.config.coverageChecksPerDay,
  });
