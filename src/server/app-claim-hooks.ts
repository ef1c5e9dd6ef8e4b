import type { ClaimHooks } from './modules/claims/index.ts';
import { recordClaimFees } from './modules/fees/index.ts';

/**
 * What a claim transition calls inside its transaction: the fee ledger's charge for a claim
 * accepted for processing, and its credit for one rejected for a detail the claim check should
 * have caught (decisions 071, 082). Wired here, not in the claims module, because the fee module
 * reads the claims' views: claims importing fees would make the two modules a loop. The app,
 * the command line, the benchmarks and the tests all build the claim services with this.
 */
export const claimHooks: ClaimHooks = {
  afterTransitions: (tx, transitions) => recordClaimFees(tx, transitions),
};
