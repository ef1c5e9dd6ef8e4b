import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { idParams } from '../../routes/record-params.ts';

/**
 * "Ask now": an operator asks the payer about one claim (by id or form ID) at once, as the job
 * would; audited. The answer says what was posted, or why nothing was, in one sentence.
 */
export async function claimStatusRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  operator.post(
    '/api/operator/claims/:id/status-inquiries',
    { action: 'ask_status', entity: 'claim' },
    { params: idParams },
    async (request) => {
      request.auditEntityId = request.params.id;
      return ctx.claimStatus.ask(request.params.id, operatorOf(request));
    },
  );
}
