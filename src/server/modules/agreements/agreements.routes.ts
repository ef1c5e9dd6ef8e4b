import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../access/index.ts';

export async function agreementRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/agreements/current', { onRequest: requireUser }, async () =>
    ctx.agreements.current(),
  );
}
