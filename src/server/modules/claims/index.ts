/** Claims: submitted once per idempotency key, listed for their owner, moved by operators. */
export { backfillClaimLines } from './claim-billing.ts';
export { claimRoutes } from './claims.routes.ts';
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
  claimsForMatching,
  type ClaimForMatching,
  type PayerAnswerChange,
} from './payer-answers.ts';
