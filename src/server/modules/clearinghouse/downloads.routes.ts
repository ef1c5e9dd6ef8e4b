import type { FastifyInstance } from 'fastify';
import { operatorPageQuerySchema } from '#domain/common/list-page';
import type { AppContext } from '../../app-context.ts';
import { requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { createAnswerPolls } from './answer-polls.ts';
import { downloadsPage } from './downloads.service.ts';
import { idParams as params } from '../../routes/record-params.ts';

const entity = 'clearinghouse_connection';

/**
 * "Poll now" and the answer files fetched from a connection, in the operator console. Audited
 * like the connection routes: who polled or listed which connection, never a file's content.
 */
export async function downloadRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const base = '/api/operator/clearinghouse-connections/:id';
  const polls = createAnswerPolls({
    db: ctx.db,
    pool: ctx.pool,
    connections: ctx.clearinghouses,
    imports: ctx.imports,
  });

  operator.post(`${base}/poll-now`, { action: 'poll', entity }, { params }, async (request) => {
    request.auditEntityId = request.params.id;
    return polls.poll(request.params.id);
  });

  operator.get(
    `${base}/downloads`,
    { action: 'list_downloads', entity },
    { params, querystring: operatorPageQuerySchema },
    async (request) => {
      request.auditEntityId = request.params.id;
      return downloadsPage(ctx.db, ctx.clearinghouses, request.params.id, request.query);
    },
  );
}
