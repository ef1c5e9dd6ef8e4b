/** Claims: submitted once per idempotency key, listed for their owner, moved by operators. */
export { backfillClaimLines } from './claim-billing.ts';
export {
  type BillableClaim,
  type BillableLine,
  type BillableProvider,
  billableProviderOf,
  claimFactsOf,
  hasProvider,
  type PostalAddress,
  type ProvidedClaim,
} from './billable-claim.ts';
export {
  createClaimService,
  type ProviderLookup,
  type ClaimService,
  type StatusChangeActor,
  type StatusChangeOperator,
} from './claims.service.ts';
export type { ProvidersLookup } from './billable-claims.ts';
/** Status history rows of claims, oldest first (the data export writes them out). */
export { statusHistoryOf } from './claims.repository.ts';
export {
  applyPayerAnswer,
  applyPayerAnswers,
  claimsForMatching,
  type ClaimForMatching,
  type PayerAnswerChange,
  voidAnsweredBy,
  type VoidAnswered,
} from './payer-answers.ts';
/** What the claim services are built with: the hooks a transition calls (decision 082). */
export type { ClaimHooks, ClaimServiceOptions, TransitionFacts } from './claim-hooks.ts';
/** The one command that moves a claim through its states (decision 037). */
export {
  transitionClaim,
  transitionClaims,
  type AppliedTransition,
  type ClaimTransitionRequest,
} from './claim-transitions.ts';
/** The payment ledger (imports) locks the claims an answer touches and sums their paid amount. */
export { lockClaims } from './claims.repository.ts';
export { refreshPaid } from './claim-paid.ts';
/** The evidence a reconsideration of her claim rests on, and the payer's window (issue 42). */
export { reconsiderationFactsOf, type ReconsiderationFacts } from './reconsideration-evidence.ts';
