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
    { onRequest, schema: { querystring: recordListQuerySchema } },
    (request) => patients.list(currentUser(request), request.query),
  );

  api.get('/api/patients/:id', { onRequest, schema: { params: recordIdParams } }, (request) =>
    patients.get(currentUser(request), request.params.id),
  );

  api.post(
    '/api/patients',
    { onRequest, schema: { body: patientInputSchema } },
    async (request, reply) =>
      reply.code(201).send(await patients.create(currentUser(request), request.body)),
  );

  api.put(
    '/api/patients/:id',
    { onRequest, schema: { params: recordIdParams, body: patientInputSchema } },
    (request) => patients.update(currentUser(request), request.params.id, request.body),
  );

  api.post(
    '/api/patients/:id/archive',
    { onRequest, schema: { params: recordIdParams } },
    async (request, reply) => {
      await patients.archive(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
