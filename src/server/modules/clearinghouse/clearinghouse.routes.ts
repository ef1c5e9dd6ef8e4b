import type { FastifyInstance } from 'fastify';
import {
  connectionCreateInputSchema,
  connectionUpdateSchema,
} from '#domain/clearinghouse/connections';
import type { AppContext } from '../../app-context.ts';
import { requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { idParams as params } from '../../routes/record-params.ts';

const entity = 'clearinghouse_connection';

/**
 * Clearinghouse connections in the operator console, checked with the shared schemas (a
 * preset's folders are filled in first). The audit trail records who listed, read, changed or
 * tested which connection, never a field's value.
 */
export async function clearinghouseRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const base = '/api/operator/clearinghouse-connections';

  operator.get(base, { action: 'list', entity }, {}, async () => ({
    connections: await ctx.clearinghouses.list(),
  }));

  operator.create(
    base,
    { action: 'create', entity },
    { body: connectionCreateInputSchema },
    (request) => ctx.clearinghouses.create(request.body),
  );

  operator.get(`${base}/:id`, { action: 'read', entity }, { params }, async (request) => {
    request.auditEntityId = request.params.id;
    return ctx.clearinghouses.get(request.params.id);
  });

  operator.patch(
    `${base}/:id`,
    { action: 'update', entity },
    { params, body: connectionUpdateSchema },
    async (request) => {
      request.auditEntityId = request.params.id;
      return ctx.clearinghouses.update(request.params.id, request.body);
    },
  );

  operator.post(`${base}/:id/test`, { action: 'test', entity }, { params }, async (request) => {
    request.auditEntityId = request.params.id;
    return ctx.clearinghouses.test(request.params.id);
  });
}
