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
    {
      onRequest,
      schema: { querystring: recordListQuerySchema },
      config: { audit: { action: 'list', searchAction: 'search', entity: 'facility' } },
    },
    (request) => facilities.list(currentUser(request), request.query),
  );

  api.get(
    '/api/facilities/:id',
    {
      onRequest,
      schema: { params: recordIdParams },
      config: { audit: { action: 'read', entity: 'facility' } },
    },
    (request) => facilities.get(currentUser(request), request.params.id),
  );

  api.post(
    '/api/facilities',
    {
      onRequest,
      schema: { body: facilityInputSchema },
      config: { audit: { action: 'create', entity: 'facility' } },
    },
    async (request, reply) => {
      const created = await facilities.create(currentUser(request), request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/api/facilities/:id',
    {
      onRequest,
      schema: { params: recordIdParams, body: facilityInputSchema },
      config: { audit: { action: 'update', entity: 'facility' } },
    },
    (request) => facilities.update(currentUser(request), request.params.id, request.body),
  );

  api.post(
    '/api/facilities/:id/archive',
    {
      onRequest,
      schema: { params: recordIdParams },
      config: { audit: { action: 'archive', entity: 'facility' } },
    },
    async (request, reply) => {
      await facilities.archive(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
