import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimListQuerySchema,
  claimSubmitSchema,
  claimTotalsQuerySchema,
} from '#domain/claims/requests';
import { billingSummariesQuerySchema } from '#domain/claims/billing-summaries';
import type { AppContext } from '../../app-context.ts';
import { invalid, notFound } from '../../errors/index.ts';
import { auditActor } from '../../plugins/audit-trail.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireCompleteProfile } from '../profile/index.ts';
import { isUuid } from '../lists/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './claim-submission.ts';

const idParams = z.object({ id: z.string().max(100) });

export async function claimRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireCompleteProfile(ctx.profiles);

  api.post(
    '/api/claims',
    {
      onRequest: guard,
      schema: { body: claimSubmitSchema },
      config: { audit: { action: 'create', entity: 'claim' } },
    },
    async (request, reply) => {
      const key = submissionKey(request);
      const result = await ctx.claims.submit(
        currentUser(request),
        key,
        request.body,
        auditActor(request),
      );
      request.auditEntityId = result.claim.id;
      // A new claim's audit row committed with it; a replay is audited like any other call.
      request.auditRecorded = !result.replayed;
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.claim);
    },
  );

  /** The Idempotency-Key header of a claim submission, checked. */
  const submissionKey = (request: { headers: Record<string, unknown> }) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw invalid(
        'Each claim submission needs an Idempotency-Key header (16 to 100 letters, digits, - or _).',
      );
    }
    return key;
  };

  api.post(
    '/api/claims/:id/correction',
    {
      onRequest: guard,
      schema: { params: idParams, body: claimSubmitSchema },
      config: { audit: { action: 'correct', entity: 'claim' } },
    },
    async (request, reply) => {
      const key = submissionKey(request);
      if (!isUuid(request.params.id)) throw notFound();
      const result = await ctx.claims.correct(
        currentUser(request),
        request.params.id,
        key,
        request.body,
        auditActor(request),
      );
      request.auditRecorded = !result.replayed;
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.claim);
    },
  );

  api.post(
    '/api/claims/:id/void',
    {
      onRequest: guard,
      schema: { params: idParams, body: z.object({}).strict().optional() },
      config: { audit: { action: 'void', entity: 'claim', successRecordedByService: true } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound();
      const claim = await ctx.claims.voidClaim(
        currentUser(request),
        request.params.id,
        auditActor(request),
      );
      request.auditRecorded = true;
      return reply.code(201).send(claim);
    },
  );

  api.get(
    '/api/claims',
    {
      onRequest: guard,
      schema: { querystring: claimListQuerySchema },
      config: { audit: { action: 'list', entity: 'claim' } },
    },
    async (request) => {
      const { limit, cursor, ...filter } = request.query;
      return ctx.claims.list(currentUser(request), limit, cursor, filter);
    },
  );

  api.get(
    '/api/claims/totals',
    {
      onRequest: guard,
      schema: { querystring: claimTotalsQuerySchema },
      config: { audit: { action: 'totals', entity: 'claim' } },
    },
    async (request) => ctx.claims.totals(currentUser(request), request.query),
  );

  api.get(
    '/api/patients/billing-summaries',
    {
      onRequest: guard,
      schema: { querystring: billingSummariesQuerySchema },
      config: { audit: { action: 'read_billing_summaries', entity: 'patient' } },
    },
    async (request) => ctx.claims.billingSummaries(currentUser(request), request.query.ids),
  );

  api.get(
    '/api/patients/:id/billing',
    {
      onRequest: guard,
      schema: { params: idParams },
      config: { audit: { action: 'read_billing', entity: 'patient' } },
    },
    async (request) => {
      const billing = isUuid(request.params.id)
        ? await ctx.claims.patientBilling(currentUser(request), request.params.id)
        : undefined;
      if (!billing) throw notFound();
      return billing;
    },
  );

  api.get(
    '/api/claims/:id',
    {
      onRequest: guard,
      schema: { params: idParams },
      config: { audit: { action: 'read', entity: 'claim' } },
    },
    async (request) => {
      const claim = isUuid(request.params.id)
        ? await ctx.claims.get(currentUser(request), request.params.id)
        : undefined;
      if (!claim) throw notFound();
      return claim;
    },
  );
}
