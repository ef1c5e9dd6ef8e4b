import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RECOMMENDATION_FILE_MAX_BYTES,
  recommendationInputSchema,
  recommendationReplaceSchema,
} from '#domain/records/recommendation';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { idParams, recordIdParams } from '../../routes/record-params.ts';
import { createRecommendationService } from './recommendations.service.ts';

/**
 * Base64 of the largest form and the details around it: a body just past it is still read and
 * refused by the schema in one sentence; a far larger one is refused from its length.
 */
const UPLOAD_BODY_LIMIT = Math.ceil(RECOMMENDATION_FILE_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * Her recommendations on a patient's pregnancy: list, add with the signed form, replace, and the
 * form's download. Another doula's patient or recommendation answers 404. The form's bytes leave
 * only as the download's body, under a name that says nothing of the patient.
 */
export async function recommendationRoutes(app: FastifyInstance, ctx: AppContext) {
  const onRequest = requireCompleteProfile(ctx.profiles);
  const doula = auditedRoutes(app, onRequest);
  // Her recording one answers our team's requests for it on the patient's claims.
  const service = createRecommendationService(ctx.db, ctx.taxIds, {
    afterRecorded: (tx, userId, patientId) =>
      ctx.claims.recommendationRequests.answered(tx, userId, patientId),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  doula.get(
    '/api/patients/:id/recommendations',
    { action: 'list', entity: 'recommendation' },
    { params: recordIdParams },
    async (request) => ({
      recommendations: await service.list(currentUser(request).id, request.params.id),
    }),
  );

  api.route({
    method: 'POST',
    url: '/api/patients/:id/recommendations',
    onRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: { params: recordIdParams, body: recommendationInputSchema } satisfies FastifySchema,
    config: { audit: { action: 'create', entity: 'recommendation' } },
    handler: async (request, reply) => {
      const saved = await service.add(currentUser(request).id, request.params.id, request.body);
      request.auditEntityId = saved.id;
      return reply.code(201).send(saved);
    },
  });

  api.route({
    method: 'PUT',
    url: '/api/recommendations/:id',
    onRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: { params: idParams, body: recommendationReplaceSchema } satisfies FastifySchema,
    config: { audit: { action: 'update', entity: 'recommendation' } },
    handler: async (request) => {
      const saved = await service.replace(currentUser(request).id, request.params.id, request.body);
      request.auditEntityId = saved.id;
      return saved;
    },
  });

  doula.get(
    '/api/recommendations/:id/file',
    { action: 'read', entity: 'recommendation' },
    { params: idParams },
    async (request, reply) => {
      const file = await service.file(currentUser(request).id, request.params.id);
      const extension = file.type === 'application/pdf' ? 'pdf' : file.type.split('/')[1];
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="recommendation.${extension}"`)
        .send(file.bytes);
    },
  );
}
