import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { RequestLimit } from '../../../plugins/sign-in-limits.ts';
import { renderDevLoginPage } from './dev-idp-login-page.ts';

export const DEV_LOGIN_PATH = '/dev-idp-login';

const emailSchema = z.email().max(254);

/**
 * Mounts the development provider at `prefix` and serves its sign-in page.
 * oidc-provider is a plain Node request handler: it is handed the raw request in an onRequest
 * hook (a normal Fastify route would consume its form bodies first).
 */
export const devIdpRoutes = fp(mountDevIdp, { name: 'dev-idp' });

// Not encapsulated (fastify-plugin): the hook must see requests that match no Fastify route.
async function mountDevIdp(
  app: FastifyInstance,
  { provider, prefix, limit }: { provider: Provider; prefix: string; limit: RequestLimit },
) {
  const handle = provider.callback();
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const isProvider = url === prefix || url.startsWith(`${prefix}/`);
    // One count per address for the provider and its sign-in page (several requests a sign-in).
    if (isProvider || url.startsWith(`${DEV_LOGIN_PATH}/`)) await limit(request, reply);
    if (!isProvider) return;
    // Express-style mounting: oidc-provider derives its mount path from originalUrl minus url.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(prefix.length) || '/';
    reply.hijack();
    // Hijacked replies skip Fastify's onSend hooks; the request id is set here instead.
    reply.raw.setHeader('x-request-id', String(request.id));
    handle(raw, reply.raw);
  });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { uid: string } }>(`${DEV_LOGIN_PATH}/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      reply.type('text/html').header('cache-control', 'no-store');
      return renderDevLoginPage({ action: `${DEV_LOGIN_PATH}/${details.uid}` });
    });

    scope.post<{ Params: { uid: string }; Body: { email?: string } }>(
      `${DEV_LOGIN_PATH}/:uid`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const raw = String(request.body?.email ?? '').trim();
        const parsed = emailSchema.safeParse(raw);
        if (!parsed.success) {
          reply.code(400).type('text/html').header('cache-control', 'no-store');
          return renderDevLoginPage({
            action: `${DEV_LOGIN_PATH}/${details.uid}`,
            email: raw,
            error: 'Enter a valid email address.',
          });
        }
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          login: { accountId: parsed.data.toLowerCase() },
        });
      },
    );
  });
}
