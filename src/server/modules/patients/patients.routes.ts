import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { patientInputSchema } from '#domain/patient';
import { recordListQuerySchema } from '#domain/record-list';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireCompleteProfile } from '../profile/profile-guard.ts';
import { recordIdParams } from '../records/record-params.ts';
import { createPatientService } from './patients.service.ts';

/** The doula's patients: list (search, pages), one, create, update, archive. */
export async function patientRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const patients = createPatientService(ctx.db);
  const onRequest = requireCompleteProfile(ctx.profiles);

  api.get(
    '/api/patients',
    {
      onRequest,
      schema: { querystring: recordListQuerySchema },
      config: { audit: { action: 'list', searchAction: 'search', entity: 'patient' } },
    },
    (request) => patients.list(currentUser(request), request.query),
  );

  api.get(
    '/api/patients/:id',
    {
      onRequest,
      schema: { params: recordIdParams },
      config: { audit: { action: 'read', entity: 'patient' } },
    },
    (request) => patients.get(currentUser(request), request.params.id),
  );

  api.post(
    '/api/patients',
    {
      onRequest,
      schema: { body: patientInputSchema },
      config: { audit: { action: 'create', entity: 'patient' } },
    },
    async (request, reply) => {
      const created = await patients.create(currentUser(request), request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/api/patients/:id',
    {
      onRequest,
      schema: { params: recordIdParams, body: patientInputSchema },
      config: { audit: { action: 'update', entity: 'patient' } },
    },
    (request) => patients.update(currentUser(request), request.params.id, request.body),
  );

  api.post(
    '/api/patients/:id/archive',
    {
      onRequest,
      schema: { params: recordIdParams },
      config: { audit: { action: 'archive', entity: 'patient' } },
    },
    async (request, reply) => {
      await patients.archive(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
