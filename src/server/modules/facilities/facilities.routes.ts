import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { facilityInputSchema } from '#domain/facility';
import { recordListQuerySchema } from '#domain/record-list';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireCompleteProfile } from '../profile/profile-guard.ts';
import { recordIdParams } from '../records/record-params.ts';
import { createFacilityService } from './facilities.service.ts';

/** The doula's facilities: list (search, pages), one, create, update, archive. */
export async function facilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const facilities = createFacilityService(ctx.db);
  const onRequest = requireCompleteProfile(ctx.profiles);

  api.get(
    '/api/facilities',
    { onRequest, schema: { querystring: recordListQuerySchema } },
    (request) => facilities.list(currentUser(request), request.query),
  );

  api.get('/api/facilities/:id', { onRequest, schema: { params: recordIdParams } }, (request) =>
    facilities.get(currentUser(request), request.params.id),
  );

  api.post(
    '/api/facilities',
    { onRequest, schema: { body: facilityInputSchema } },
    async (request, reply) =>
      reply.code(201).send(await facilities.create(currentUser(request), request.body)),
  );

  api.put(
    '/api/facilities/:id',
    { onRequest, schema: { params: recordIdParams, body: facilityInputSchema } },
    (request) => facilities.update(currentUser(request), request.params.id, request.body),
  );

  api.post(
    '/api/facilities/:id/archive',
    { onRequest, schema: { params: recordIdParams } },
    async (request, reply) => {
      await facilities.archive(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
