import type { FastifyInstance } from 'fastify';
import { auditListQuerySchema } from '#domain/operations/audit';
import type { AppContext } from '../../app-context.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { requireOperator } from '../../access/index.ts';

/** The audit trail in the console: operators only, filtered and paged; reading it is audited too. */
export async function auditTrailRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  operator.get(
    '/api/operator/audit-events',
    { action: 'list', entity: 'audit_event' },
    { querystring: auditListQuerySchema },
    async (request) => ctx.auditTrail.page(request.query),
  );
}
