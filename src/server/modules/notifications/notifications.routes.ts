import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListQuerySchema } from '#domain/outbox';
import type { AppContext } from '../../app-context.ts';
import { requireOperator } from '../operators/index.ts';

/** The operator console's outbox: what was emailed to whom (masked), and what still waits. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/operator/outbox',
    {
      onRequest: requireOperator(ctx.operators),
      schema: { querystring: outboxListQuerySchema },
      config: { audit: { action: 'list', entity: 'outbox' } },
    },
    async (request) => ctx.outbox.page(request.query),
  );
}
