import type { FastifyInstance } from 'fastify';
import { outboxListQuerySchema } from '#domain/operations/outbox';
import type { AppContext } from '../../app-context.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { requireOperator } from '../../access/index.ts';

/** The operator console's outbox: what was emailed to whom (masked), and what still waits. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  auditedRoutes(app, requireOperator(ctx.operators)).get(
    '/api/operator/outbox',
    { action: 'list', entity: 'outbox' },
    { querystring: outboxListQuerySchema },
    async (request) => ctx.outbox.page(request.query),
  );
}
