import type { FastifyInstance } from 'fastify';
import type { Session } from '#domain/account/session';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireUser } from '../../access/index.ts';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/session', { onRequest: requireUser }, async (request): Promise<Session> => {
    const user = currentUser(request);
    return {
      user: { id: user.id, email: user.email },
      profileComplete: user.profileComplete ?? (await ctx.profiles.isComplete(user.id)),
      isOperator: await ctx.operators.isOperator(user.email),
    };
  });

  app.delete('/api/session', async (request, reply) => {
    const token = ctx.cookie.read(request);
    if (token) {
      if (request.user)
        await ctx.audit.record(request, {
          action: 'sign_out',
          entity: 'session',
          outcome: 'success',
        });
      await ctx.sessions.end(token);
    }
    ctx.cookie.clear(reply);
    return reply.code(204).send();
  });
}
