/** Claims: submitted once per idempotency key, listed for their owner, moved by operators. */
export { claimRoutes } from './claims.routes.ts';
export {
  createClaimService,
  type ClaimService,
  type StatusChangeActor,
  type StatusChangeOperator,
} from './claims.service.ts';
