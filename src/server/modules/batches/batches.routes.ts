import type { FastifyInstance } from 'fastify';
import { batchListQuerySchema, createBatchSchema } from '#domain/claims/batches';
import type { OverdueBatchesView } from '#domain/clearinghouse/batch-overdue';
import type { AppContext } from '../../app-context.ts';
import { auditActor } from '../../plugins/audit-trail.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { createBatchService } from './batches.service.ts';
import { overdueBatches } from './batch-overdue.ts';
import { idParams } from '../../routes/record-params.ts';

/**
 * 837P batches in the operator console: operators only (401 signed out, 403 otherwise), paged
 * list, strict schemas. URLs carry batch ids only; the download is named by the batch number.
 * Making a batch and downloading it are audited by the service (the command line does both too).
 */
export async function batchRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const batches = createBatchService({
    db: ctx.db,
    claims: ctx.claims,
    profiles: ctx.profiles,
    x12: ctx.config.x12,
    taxIds: ctx.taxIds,
    uploadsOf: ctx.sending.uploadsOfBatches,
  });

  operator.list('/api/operator/batches', 'batch', batchListQuerySchema, (query) =>
    batches.list(query),
  );

  operator.create(
    '/api/operator/batches',
    { action: 'create', entity: 'batch', successRecordedByService: true },
    { body: createBatchSchema },
    (request) => batches.create(request.body, operatorOf(request)),
  );

  // A batch the clearinghouse could not read goes again as a new batch of its claims, once.
  operator.create(
    '/api/operator/batches/:id/resend',
    { action: 'resend', entity: 'batch', successRecordedByService: true },
    { params: idParams },
    (request) => batches.resend(request.params.id, operatorOf(request)),
  );

  // The console's first screen: how many batches wait too long for an answer, oldest first.
  operator.get(
    '/api/operator/overdue-batches',
    { action: 'list', entity: 'batch' },
    {},
    async (): Promise<OverdueBatchesView> => {
      const overdue = await overdueBatches(ctx.db);
      return { count: overdue.length, batches: overdue.slice(0, 50) };
    },
  );

  operator.get(
    '/api/operator/batches/:id',
    { action: 'read', entity: 'batch' },
    { params: idParams },
    async (request) => batches.get(request.params.id),
  );

  operator.get(
    '/api/operator/batches/:id/file',
    { action: 'download', entity: 'batch', successRecordedByService: true },
    { params: idParams },
    async (request, reply) => {
      const file = await batches.download(request.params.id, auditActor(request));
      return reply
        .header('content-type', 'application/edi-x12')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );
}
