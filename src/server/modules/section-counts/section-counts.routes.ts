import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { sectionCountsOf } from './section-counts.repository.ts';

/** GET /api/operator/section-counts: what waits in the console's sections. Operators only. */
export async function sectionCountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  operator.get(
    '/api/operator/section-counts',
    { action: 'operator_counts', entity: 'console' },
    {},
    async () => sectionCountsOf(ctx.db),
  );
}
