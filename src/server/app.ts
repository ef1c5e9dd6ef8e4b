import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ApiErrorBody } from '#domain/common/api-errors';
import { claimHooks } from './app-claim-hooks.ts';
import type { AppContext } from './app-context.ts';
import { installJobs, type JobOptions } from './app-jobs.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './logger.ts';
import { loadInvitationCodeHasher } from './crypto/invitation-code-hasher.ts';
import { loadTaxIdCipher } from './crypto/tax-id-cipher.ts';
import { createAgreementService } from './modules/agreements/index.ts';
import { agreementRoutes } from './modules/agreements/http.ts';
import { createAuditService } from './modules/audit/index.ts';
import { auditTrailRoutes } from './modules/audit/http.ts';
import { createOidcClient, rateLimitCounter } from './modules/auth/index.ts';
import { authRoutes, mountDevelopmentProvider } from './modules/auth/http.ts';
import { batchRoutes } from './modules/batches/http.ts';
import { claimFormRoutes } from './modules/claim-forms/http.ts';
import { createCardPayments } from './modules/card-payments/index.ts';
import { cardRoutes, stripeWebhookRoutes } from './modules/card-payments/http.ts';
import { createPayerCatalogService } from './modules/billing/index.ts';
import { billingRoutes } from './modules/billing/http.ts';
import { createClaimService } from './modules/claims/index.ts';
import { claimRoutes, claimsQueueRoutes } from './modules/claims/http.ts';
import { claimStatusJobs } from './modules/claim-status/index.ts';
import { claimStatusRoutes } from './modules/claim-status/http.ts';
import { claimStatusOf } from './app-claim-status.ts';
import { eligibilityOf } from './app-eligibility.ts';
import { sendingOf } from './app-sending.ts';
import {
  answerPollJobs,
  createAnswerPolls,
  createClearinghouseService,
  sendingJobKinds,
} from './modules/clearinghouse/index.ts';
import { clearinghouseRoutes, downloadRoutes, uploadRoutes } from './modules/clearinghouse/http.ts';
import { eligibilityRoutes } from './modules/eligibility/http.ts';
import { eligibilityJobs } from './modules/eligibility/index.ts';
import { enrollmentRoutes } from './modules/enrollments/http.ts';
import { feeRoutes } from './modules/fees/http.ts';
import { afterCardSettled, cardFeeJobs, createCardFees } from './modules/fees/index.ts';
import { eventRoutes } from './modules/events/http.ts';
import { exportRoutes } from './modules/export/http.ts';
import { facilityRoutes } from './modules/facilities/http.ts';
import { healthRoutes } from './modules/health/http.ts';
import { createOutboxService } from './modules/notifications/index.ts';
import { notificationRoutes } from './modules/notifications/http.ts';
import { createInvitationService } from './modules/invitations/index.ts';
import { invitationRoutes } from './modules/invitations/http.ts';
import { createImportService, createImportThread } from './modules/imports/index.ts';
import { importRoutes, paymentReviewRoutes } from './modules/imports/http.ts';
import { recommendationRoutes } from './modules/recommendations/http.ts';
import { sectionCountsRoutes } from './modules/section-counts/http.ts';
import { moneyRoutes } from './modules/money/http.ts';
import { firstStepsRoutes } from './modules/first-steps/http.ts';
import { createOperatorAccess } from './modules/operators/index.ts';
import { patientRoutes } from './modules/patients/http.ts';
import { openPregnancyPage } from './modules/patients/index.ts';
import { createProfileService } from './modules/profile/index.ts';
import { profileRoutes } from './modules/profile/http.ts';
import { publicConfigOf } from './modules/public-config/index.ts';
import { publicConfigRoutes } from './modules/public-config/http.ts';
import { reconsiderationRoutes } from './modules/reconsiderations/http.ts';
import {
  createReconsiderationService,
  reconsiderationJobs,
} from './modules/reconsiderations/index.ts';
import { createSessionService } from './modules/sessions/index.ts';
import { sessionRoutes } from './modules/sessions/http.ts';
import { auditTrail, createAuditLog } from './plugins/audit-trail.ts';
import { authenticate } from './plugins/authenticate.ts';
import { csrfProtection } from './plugins/csrf.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionCookie } from './plugins/session-cookie.ts';
import { signInLimits } from './plugins/sign-in-limits.ts';
import { hasWebApp, isSpaNavigation, webApp } from './plugins/web-app.ts';
import { appRoot } from './app-root.ts';

export interface BuildAppOptions extends JobOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The built web app; dist/web by default. */
  webRoot?: string;
  /** Time between live-stream heartbeats (25 s by default); tests shorten it. */
  liveHeartbeatMs?: number;
  /** Told of every route as it is registered (the access-matrix test lists them). */
  onRoute?: (route: { method: string; url: string }) => void;
}

/** The largest request body the API reads; larger ones answer 413 before being parsed. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

const defaultWebRoot = path.join(appRoot, 'dist/web');

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
  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') onRoute({ method, url: route.url });
      }
    });
  }
  // Request schemas validate; no route declares a response schema (presenters choose the
  // fields that leave), so no serializer compiler is installed.
  app.setValidatorCompiler(validatorCompiler);
  // The API reads JSON only: any other body (text/plain included, which a cross-site form can
  // send without a preflight) answers 415 before a handler runs. Scoped plugins may add their
  // own parsers (the development identity provider reads its form posts).
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);

  const taxIds = await loadTaxIdCipher(config);
  const invitationCodes = await loadInvitationCodeHasher(config);
  const claims = createClaimService(database.db, { claimHooks, taxIds });
  // Large payer files are applied in a thread with a small young generation, so the server
  // serves at V8's default (decision 102). It is started by the first such file.
  const importThread = createImportThread({
    databaseUrl: database.url,
    taxIdConfig: config,
    maxMegabytes: config.importMaxMegabytes,
  });
  app.addHook('onClose', () => importThread.close());
  const imports = createImportService(database.db, {
    claimHooks,
    taxIds,
    maxMegabytes: config.importMaxMegabytes,
    thread: importThread,
  });
  const shared: Omit<AppContext, 'sending' | 'claimStatus' | 'eligibility'> = {
    config,
    db: database.db,
    pool: database.pool,
    databaseUrl: database.url,
    claimHooks,
    imports,
    sessions: createSessionService(database.db, config.session),
    cookie: sessionCookie(config),
    taxIds,
    profiles: createProfileService(database.db, taxIds, invitationCodes, {
      afterUpdate: (tx, userId) => claims.sendBlockers.afterProfileSaved(tx, userId),
    }),
    claims,
    payers: createPayerCatalogService(database.db),
    invitations: createInvitationService(database.db, invitationCodes),
    agreements: createAgreementService(database.db),
    operators: createOperatorAccess(database.db, config.adminEmails),
    auditTrail: createAuditService(database.db),
    audit: createAuditLog(database.db),
    outbox: createOutboxService(database.db, config.smtp ? 'smtp' : 'off'),
    clearinghouses: createClearinghouseService(database.db, taxIds, {
      allowPrivate: config.clearinghouseAllowPrivate,
    }),
    cardPayments: createCardPayments(database.db, config.stripe, {
      publicUrl: config.publicUrl,
      // A webhook's word on a statement's charge goes to the fee ledger (decision 075).
      onSettled: (tx, charge) => afterCardSettled(tx, charge),
    }),
  };
  const ctx: AppContext = {
    ...shared,
    sending: sendingOf(shared),
    claimStatus: claimStatusOf(shared, app.log),
    eligibility: eligibilityOf(shared),
  };

  await app.register(cookie);
  await app.register(securityHeaders, { https: config.secureCookies });
  await app.register(csrfProtection, { publicUrl: config.publicUrl });
  await app.register(authenticate, { sessions: ctx.sessions, cookie: ctx.cookie });
  await app.register(auditTrail, { audit: ctx.audit });
  await app.register(signInLimits, {
    bump: rateLimitCounter(database.db),
    limits: config.signInLimits,
  });

  const oidc = createOidcClient(config);
  if (config.oidc.kind === 'development') {
    await mountDevelopmentProvider(app, database.pool, oidc, {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      limit: app.devIdpLimit,
    });
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
  await app.register(claimFormRoutes, ctx);
  await app.register(reconsiderationRoutes, ctx);
  await app.register(billingRoutes, ctx);
  await app.register(claimsQueueRoutes, ctx);
  await app.register(auditTrailRoutes, ctx);
  await app.register(batchRoutes, ctx);
  // The console's uploads and list need the whole import service, not the polls' part of it.
  await app.register(importRoutes, { ...ctx, imports });
  await app.register(paymentReviewRoutes, ctx);
  await app.register(sectionCountsRoutes, ctx);
  await app.register(moneyRoutes, ctx);
  await app.register(firstStepsRoutes, ctx);
  await app.register(exportRoutes, ctx);
  await app.register(eventRoutes, { ...ctx, heartbeatMs: options.liveHeartbeatMs });
  await app.register(notificationRoutes, ctx);
  await app.register(clearinghouseRoutes, ctx);
  await app.register(uploadRoutes, ctx);
  await app.register(downloadRoutes, ctx);
  await app.register(enrollmentRoutes, ctx);
  await app.register(feeRoutes, ctx);
  await app.register(eligibilityRoutes, ctx);
  await app.register(recommendationRoutes, ctx);
  await app.register(claimStatusRoutes, ctx);
  await app.register(cardRoutes, ctx);
  await app.register(stripeWebhookRoutes, ctx);

  const jobKinds = [
    ...(options.jobKinds ?? []),
    ...sendingJobKinds(ctx.sending),
    ...claimStatusJobs(database.db, ctx.claimStatus, app.log),
    ...reconsiderationJobs(createReconsiderationService(database.db, ctx.claims)),
    ...cardFeeJobs(createCardFees(database.db, ctx.cardPayments)),
    ...eligibilityJobs(database.db, {
      service: ctx.eligibility,
      openPregnancies: (after, limit) => openPregnancyPage(database.db, after, limit),
      log: app.log,
    }),
    ...answerPollJobs(
      database.db,
      ctx.clearinghouses,
      createAnswerPolls({
        db: database.db,
        pool: database.pool,
        connections: ctx.clearinghouses,
        imports,
      }),
    ),
  ];
  installJobs(app, config, database, { ...options, jobKinds });

  const webRoot = options.webRoot ?? defaultWebRoot;
  await app.register(webApp, {
    root: webRoot,
    hasSessionCookie: (request) => ctx.cookie.read(request) !== undefined,
    publicConfig: () => publicConfigOf(ctx),
  });
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
