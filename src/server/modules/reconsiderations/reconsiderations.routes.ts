import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { reconsiderationMoveSchema } from '#domain/claims/reconsideration';
import { operatorPageQuerySchema } from '#domain/common/list-page';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { idParams } from '../../routes/record-params.ts';
import { createReconsiderationService } from './reconsiderations.service.ts';

/**
 * Her reconsiderations: started from a claim (its id in the path, never health information),
 * listed, moved through their states, and printed as a packet; operators list the open ones.
 */
export async function reconsiderationRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const service = createReconsiderationService(ctx.db, ctx.claims);

  doula.post(
    '/api/claims/:id/reconsiderations',
    { action: 'create', entity: 'reconsideration' },
    { params: idParams, body: z.object({}).strict().optional() },
    async (request, reply) => {
      const started = await service.start(currentUser(request), request.params.id);
      request.auditEntityId = started.reconsideration.id;
      return reply.code(201).send(started);
    },
  );

  doula.get(
    '/api/reconsiderations',
    { action: 'list', entity: 'reconsideration' },
    {},
    async (request) => service.listOwn(currentUser(request)),
  );

  doula.get(
    '/api/reconsiderations/:id',
    { action: 'view', entity: 'reconsideration' },
    { params: idParams },
    async (request) => {
      request.auditEntityId = request.params.id;
      return service.get(currentUser(request), request.params.id);
    },
  );

  doula.post(
    '/api/reconsiderations/:id/state',
    { action: 'update', entity: 'reconsideration' },
    { params: idParams, body: reconsiderationMoveSchema },
    async (request) => {
      request.auditEntityId = request.params.id;
      return service.move(currentUser(request), request.params.id, request.body.state);
    },
  );

  doula.get(
    '/api/reconsiderations/:id/packet',
    { action: 'print', entity: 'reconsideration' },
    { params: idParams },
    async (request, reply) => {
      request.auditEntityId = request.params.id;
      const pdf = await service.packet(currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  operator.get(
    '/api/operator/reconsiderations',
    { action: 'list', entity: 'reconsideration' },
    { querystring: operatorPageQuerySchema },
    async (request) => service.openForOperators(request.query),
  );
}
