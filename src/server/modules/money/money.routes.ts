import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneySummaryQuerySchema } from '#domain/claims/money';
import { operatorPageQuerySchema } from '#domain/operator';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireOperator } from '../operators/index.ts';
import { requireCompleteProfile } from '../profile/index.ts';
import { createMoneyService } from './money.service.ts';

/**
 * Money at a glance: GET /api/claims/summary (her own claims), and for operators
 * GET /api/operator/money (every doula's) and GET /api/operator/money/waiting (rejected and
 * denied claims, oldest first, paged).
 */
export async function moneyRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const money = createMoneyService(ctx.db);
  const operatorOnly = requireOperator(ctx.operators);

  api.get(
    '/api/claims/summary',
    {
      onRequest: requireCompleteProfile(ctx.profiles),
      schema: { querystring: moneySummaryQuerySchema },
      config: { audit: { action: 'summary', entity: 'claim' } },
    },
    async (request) => money.forDoula(currentUser(request), request.query),
  );

  api.get(
    '/api/operator/money',
    {
      onRequest: operatorOnly,
      schema: { querystring: moneySummaryQuerySchema },
      config: { audit: { action: 'operator_summary', entity: 'claim' } },
    },
    async (request) => money.forOperators(request.query),
  );

  api.get(
    '/api/operator/money/waiting',
    {
      onRequest: operatorOnly,
      schema: { querystring: operatorPageQuerySchema },
      config: { audit: { action: 'operator_waiting', entity: 'claim' } },
    },
    async (request) => money.waiting(request.query),
  );
}
