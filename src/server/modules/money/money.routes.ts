import type { FastifyInstance } from 'fastify';
import { moneySummaryQuerySchema } from '#domain/claims/money';
import { operatorPageQuerySchema } from '#domain/common/list-page';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { createMoneyService } from './money.service.ts';

/**
 * Money at a glance: GET /api/claims/summary (her own claims), and for operators
 * GET /api/operator/money (every doula's) and GET /api/operator/money/waiting (rejected and
 * denied claims, oldest first, paged).
 */
export async function moneyRoutes(app: FastifyInstance, ctx: AppContext) {
  const money = createMoneyService(ctx.db);
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  doula.get(
    '/api/claims/summary',
    { action: 'summary', entity: 'claim' },
    { querystring: moneySummaryQuerySchema },
    async (request) => money.forDoula(currentUser(request), request.query),
  );

  operator.get(
    '/api/operator/money',
    { action: 'operator_summary', entity: 'claim' },
    { querystring: moneySummaryQuerySchema },
    async (request) => money.forOperators(request.query),
  );

  operator.get(
    '/api/operator/money/waiting',
    { action: 'operator_waiting', entity: 'claim' },
    { querystring: operatorPageQuerySchema },
    async (request) => money.waiting(request.query),
  );
}
