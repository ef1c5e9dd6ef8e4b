/** Claims: submitted once per idempotency key, listed for their owner, moved by operators. */
export { backfillClaimLines } from './claim-billing.ts';
export { claimRoutes } from './claims.routes.ts';
export { claimsQueueRoutes } from './claims-queue.routes.ts';
export {
  createClaimService,
  type ClaimService,
  type StatusChangeActor,
  type StatusChangeOperator,
} from './claims.service.ts';
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
/** The one command that moves a claim through its states (decision 037). */
export {
  transitionClaim,
  transitionClaims,
  type AppliedTransition,
  type ClaimTransitionRequest,
} from './claim-transitions.ts';
