import type { FastifyInstance } from 'fastify';
import { uploadListQuerySchema } from '#domain/clearinghouse/connections';
import type { AppContext } from '../../app-context.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { idParams as params } from '../../routes/record-params.ts';

const entity = 'clearinghouse_connection';

/**
 * Sending through a connection in the operator console: "Send now" and the connection's
 * uploads, newest first. Audited as actions on the connection, like its other routes.
 */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const base = '/api/operator/clearinghouse-connections/:id';
  operator.post(`${base}/send-now`, { action: 'send_now', entity }, { params }, async (request) => {
    request.auditEntityId = request.params.id;
    return ctx.sending.sendNow(request.params.id, operatorOf(request));
  });
  operator.get(
    `${base}/uploads`,
    { action: 'list_uploads', entity },
    { params, querystring: uploadListQuerySchema },
    async (request) => {
      request.auditEntityId = request.params.id;
      return ctx.sending.list(request.params.id, request.query);
    },
  );
}
