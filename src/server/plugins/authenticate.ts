import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionService } from '../modules/sessions/index.ts';
import type { SessionUser } from '../modules/users/index.ts';
import type { SessionCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; undefined when signed out. */
    user: SessionUser | undefined;
  }
}

/** Resolves the session cookie of every /api request into request.user. */
export const authenticate = fp<{ sessions: SessionService; cookie: SessionCookie }>(
  async (app: FastifyInstance, { sessions, cookie }) => {
    app.decorateRequest('user', undefined);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = cookie.read(request);
      if (token) request.user = await sessions.resolve(token);
    });
  },
  { name: 'authenticate' },
);
