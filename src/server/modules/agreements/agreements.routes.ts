import type { FastifyInstance } from 'fastify';
import { agreementListQuerySchema, agreementPublishSchema } from '#domain/account/agreements';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireOperator, requireUser } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';

/**
 * Agreement versions: any signed-in user reads the current one (registration shows it);
 * operators page through every version and publish a new one (operators only, audited).
 */
export async function agreementRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  app.get('/api/agreements/current', { onRequest: requireUser }, async () =>
    ctx.agreements.current(),
  );

  operator.create(
    '/api/operator/agreements',
    { action: 'publish', entity: 'agreement' },
    { body: agreementPublishSchema },
    (request) => ctx.agreements.publish(request.body, currentUser(request).email),
  );

  operator.list('/api/operator/agreements', 'agreement', agreementListQuerySchema, (query) =>
    ctx.agreements.page(query),
  );
}
