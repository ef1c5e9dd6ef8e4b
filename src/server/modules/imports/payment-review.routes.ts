import type { FastifyInstance } from 'fastify';
import { heldPaymentQuerySchema, paymentReviewSchema } from '#domain/claims/imports';
import type { AppContext } from '../../app-context.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { createPaymentReviewService } from './payment-review.service.ts';
import { idParams } from '../../routes/record-params.ts';

/**
 * "Needs review" in the operator console: the payments imports held, and the operator's
 * decision on each (approve posts it, refuse leaves the claim as it was). Operators only; the
 * service records each decision in the audit trail with the change.
 */
export async function paymentReviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const review = createPaymentReviewService(ctx.db, ctx.claimHooks);

  operator.list('/api/operator/payments/held', 'claim_payment', heldPaymentQuerySchema, (query) =>
    review.held(query),
  );

  operator.post(
    '/api/operator/payments/:id/review',
    { action: 'review', entity: 'claim_payment', successRecordedByService: true },
    { params: idParams, body: paymentReviewSchema },
    async (request) => {
      request.auditEntityId = request.params.id;
      return review.review(request.params.id, request.body, operatorOf(request));
    },
  );
}
