import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { rateLimited } from '../errors/index.ts';
import { type BumpRateLimit, postgresRateLimitStore } from './rate-limit-store.ts';

/** Checks one request against a limit; throws the 429 refusal once the address is over it. */
export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The development identity provider's limit, for its hook (it is not a Fastify route). */
    devIdpLimit: RequestLimit;
  }
}

const waitFor = (ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return seconds === 1 ? 'a second' : `${seconds} seconds`;
};

/**
 * Per-address limits on signing in (/auth/login, /auth/callback, the development identity
 * provider), so nobody can flood them or fill the sign-in attempts table. Counted in PostgreSQL,
 * so all app servers share one count. Over the limit: 429 in the one error shape, with
 * Retry-After. The sign-in routes name their limit in `config.rateLimit`; the development
 * provider, which is no Fastify route, calls `app.devIdpLimit` from its hook. Other routes are
 * not limited here.
 */
export const signInLimits = fp<{ bump: BumpRateLimit; limits: AppConfig['signInLimits'] }>(
  async (app: FastifyInstance, { bump, limits }) => {
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(bump),
      timeWindow: limits.windowSeconds * 1000,
      errorResponseBuilder: (_request, context) =>
        rateLimited(
          `Too many sign-in attempts from your network. Please wait ${waitFor(context.ttl)} and try again.`,
        ),
    });
    app.decorate(
      'devIdpLimit',
      app.rateLimit({ max: limits.devIdpPerAddress, groupId: 'dev-idp' }) as RequestLimit,
    );
  },
  { name: 'sign-in-limits' },
);
