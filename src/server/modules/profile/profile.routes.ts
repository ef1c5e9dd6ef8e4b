import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileInputSchema, registrationSchema } from '#domain/profile';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireUser } from '../../plugins/authenticate.ts';
import { requireCompleteProfile } from './profile-guard.ts';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/profile',
    { onRequest: requireUser, config: { audit: { action: 'read', entity: 'profile' } } },
    async (request) => {
      request.auditEntityId = currentUser(request).id;
      return ctx.profiles.status(currentUser(request));
    },
  );

  api.post(
    '/api/registration',
    {
      onRequest: requireUser,
      schema: { body: registrationSchema },
      config: { audit: { action: 'register', entity: 'profile' } },
    },
    async (request) => {
      request.auditEntityId = currentUser(request).id;
      return ctx.profiles.register(currentUser(request), request.body, request.log);
    },
  );

  api.put(
    '/api/profile',
    {
      onRequest: requireCompleteProfile(ctx.profiles),
      schema: { body: profileInputSchema },
      config: { audit: { action: 'update', entity: 'profile' } },
    },
    async (request) => {
      request.auditEntityId = currentUser(request).id;
      return ctx.profiles.update(currentUser(request), request.body);
    },
  );
}
