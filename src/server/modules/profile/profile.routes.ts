import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileInputSchema, registrationSchema } from '#domain/records/profile';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile, requireUser } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';

/** The signed-in user, whose own profile each route here reads or writes: audited under her id. */
function profileOwner(request: FastifyRequest) {
  const user = currentUser(request);
  request.auditEntityId = user.id;
  return user;
}

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = auditedRoutes(app, requireUser);
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));

  user.get('/api/profile', { action: 'read', entity: 'profile' }, {}, async (request) =>
    ctx.profiles.status(profileOwner(request)),
  );

  user.post(
    '/api/registration',
    { action: 'register', entity: 'profile' },
    { body: registrationSchema },
    async (request) => ctx.profiles.register(profileOwner(request), request.body, request.log),
  );

  doula.put(
    '/api/profile',
    { action: 'update', entity: 'profile' },
    { body: profileInputSchema },
    async (request) => ctx.profiles.update(profileOwner(request), request.body),
  );
}
