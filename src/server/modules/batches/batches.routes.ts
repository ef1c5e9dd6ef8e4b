import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchListQuerySchema, createBatchSchema } from '#domain/claim-batches';
import type { AppContext } from '../../app-context.ts';
import { auditActor } from '../../plugins/audit-trail.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireOperator } from '../operators/index.ts';
import { createBatchService } from './batches.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

/** The operator who asked, as the claims' history and the audit trail name her. */
function operatorOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { email: user.email, label: user.email, actor: auditActor(request) };
}

/**
 * 837P batches in the operator console: operators only (401 signed out, 403 otherwise), paged
 * list, strict schemas. URLs carry batch ids only; the download is named by the batch number.
 * Making a batch and downloading it are audited by the service (the command line does both too).
 */
export async function batchRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator(ctx.operators);
  const batches = createBatchService({
    db: ctx.db,
    claims: ctx.claims,
    profiles: ctx.profiles,
    x12: ctx.config.x12,
  });

  api.get(
    '/api/operator/batches',
    {
      onRequest,
      schema: { querystring: batchListQuerySchema },
      config: { audit: { action: 'list', entity: 'batch' } },
    },
    async (request) => batches.list(request.query),
  );

  api.post(
    '/api/operator/batches',
    {
      onRequest,
      schema: { body: createBatchSchema },
      config: { audit: { action: 'create', entity: 'batch', successRecordedByService: true } },
    },
    async (request, reply) => {
      const batch = await batches.create(request.body, operatorOf(request));
      request.auditEntityId = batch.id;
      request.auditRecorded = true;
      return reply.code(201).send(batch);
    },
  );

  api.get(
    '/api/operator/batches/:id',
    {
      onRequest,
      schema: { params: idParams },
      config: { audit: { action: 'read', entity: 'batch' } },
    },
    async (request) => batches.get(request.params.id),
  );

  api.get(
    '/api/operator/batches/:id/file',
    {
      onRequest,
      schema: { params: idParams },
      config: { audit: { action: 'download', entity: 'batch', successRecordedByService: true } },
    },
    async (request, reply) => {
      const file = await batches.download(request.params.id, auditActor(request));
      request.auditRecorded = true;
      return reply
        .header('content-type', 'application/edi-x12')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );
}
