import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ApiErrorBody } from '#domain/api-errors';
import type { AppContext } from './app-context.ts';
import { DEV_IDP_PATH, type AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createOidcClient } from './modules/auth/oidc-client.ts';
import { loadTaxIdCipher } from './crypto/tax-id-cipher.ts';
import { agreementRoutes } from './modules/agreements/agreements.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { exportRoutes } from './modules/export/index.ts';
import { facilityRoutes } from './modules/facilities/facilities.routes.ts';
import { claimRoutes } from './modules/claims/claims.routes.ts';
import { createClaimService } from './modules/claims/claims.service.ts';
import { createOperatorAccess } from './modules/operators/operator-access.ts';
import { operatorRoutes } from './modules/operators/operator.routes.ts';
import { createOperatorService } from './modules/operators/operator.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invitationRoutes } from './modules/invitations/invitations.routes.ts';
import { patientRoutes } from './modules/patients/patients.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { sessionRoutes } from './modules/sessions/session.routes.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';
import { auditTrail, createAuditLog } from './plugins/audit-trail.ts';
import { authenticate } from './plugins/authenticate.ts';
import { csrfProtection } from './plugins/csrf.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionCookie } from './plugins/session-cookie.ts';
import { hasWebApp, isSpaNavigation, webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The built web app; dist/web by default. */
  webRoot?: string;
  /** Time between live-stream heartbeats (25 s by default); tests shorten it. */
  liveHeartbeatMs?: number;
}

/** The largest request body the API reads; larger ones answer 413 before being parsed. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** Builds the whole application without listening, so tests can drive it with app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.publicUrl.startsWith('https://'),
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for the access-matrix test (a new route must join the matrix).
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
    }
  });
  app.decorate('routeList', routeList);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON only: any other body (text/plain included, which a cross-site form can
  // send without a preflight) answers 415 before a handler runs. Scoped plugins may add their
  // own parsers (the development identity provider reads its form posts).
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);

  const taxIds = await loadTaxIdCipher(config);
  const claims = createClaimService(database.db);
  const ctx: AppContext = {
    config,
    db: database.db,
    pool: database.pool,
    databaseUrl: database.url,
    sessions: createSessionService(database.db, config.session),
    cookie: sessionCookie(config),
    taxIds,
    profiles: createProfileService(database.db, taxIds),
    claims,
    operators: createOperatorAccess(database.db, config.adminEmails),
    operatorConsole: createOperatorService(database.db, claims),
    audit: createAuditLog(database.db),
  };

  await app.register(cookie);
  await app.register(securityHeaders, { https: config.secureCookies });
  await app.register(csrfProtection, { publicUrl: config.publicUrl });
  await app.register(authenticate, { sessions: ctx.sessions, cookie: ctx.cookie });
  await app.register(auditTrail, { audit: ctx.audit });

  const oidc = createOidcClient(config);
  if (config.oidc.kind === 'development') {
    // Loaded only when used: production never even imports the development provider.
    const { createDevIdp } = await import('./modules/auth/dev-idp/dev-idp-provider.ts');
    const { DEV_LOGIN_PATH, devIdpRoutes } =
      await import('./modules/auth/dev-idp/dev-idp.routes.ts');
    const provider = await createDevIdp(database.pool, {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri: oidc.redirectUri,
      loginPath: DEV_LOGIN_PATH,
    });
    await app.register(devIdpRoutes, { provider, prefix: DEV_IDP_PATH });
  }

  await app.register(healthRoutes, ctx);
  await app.register(authRoutes, { ...ctx, oidc });
  await app.register(sessionRoutes, ctx);
  await app.register(agreementRoutes, ctx);
  await app.register(invitationRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(publicConfigRoutes, ctx);
  await app.register(patientRoutes, ctx);
  await app.register(facilityRoutes, ctx);
  await app.register(claimRoutes, ctx);
  await app.register(operatorRoutes, ctx);
  await app.register(exportRoutes, ctx);
  await app.register(eventRoutes, { ...ctx, heartbeatMs: options.liveHeartbeatMs });

  const webRoot = options.webRoot ?? defaultWebRoot;
  await app.register(webApp, { root: webRoot });
  const serveSpa = hasWebApp(webRoot);
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && isSpaNavigation(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: 'Not found.' },
      requestId: String(request.id),
    } satisfies ApiErrorBody);
  });

  return app;
}
