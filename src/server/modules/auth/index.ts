import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { DEV_IDP_PATH } from '../../config.ts';
import type { RequestLimit } from '../../plugins/sign-in-limits.ts';
import type { OidcClient } from './oidc-client.ts';

/** Sign-in through OpenID Connect, and the built-in development identity provider. */
export { authRoutes } from './auth.routes.ts';
export { createOidcClient, type OidcClient } from './oidc-client.ts';
export { rateLimitCounter } from './rate-limit-counters.ts';

/**
 * Mounts the built-in development identity provider. Loaded only when used: production never
 * even imports it (nor its oidc-provider dependency).
 */
export async function mountDevelopmentProvider(
  app: FastifyInstance,
  pool: pg.Pool,
  oidc: OidcClient,
  settings: { issuer: string; clientId: string; clientSecret: string; limit: RequestLimit },
) {
  const { createDevIdp } = await import('./dev-idp/dev-idp-provider.ts');
  const { DEV_LOGIN_PATH, devIdpRoutes } = await import('./dev-idp/dev-idp.routes.ts');
  const provider = await createDevIdp(pool, {
    ...settings,
    redirectUri: oidc.redirectUri,
    loginPath: DEV_LOGIN_PATH,
  });
  await app.register(devIdpRoutes, { provider, prefix: DEV_IDP_PATH, limit: settings.limit });
}
