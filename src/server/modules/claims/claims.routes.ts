import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  claimListQuerySchema,
  claimSubmitSchema,
  claimTotalsQuerySchema,
  type ClaimSubmitValues,
} from '#domain/claims/requests';
import { billingSummariesQuerySchema } from '#domain/claims/billing-summaries';
import { claimSearchOf } from '#domain/claims/search';
import { recordSearchHeadersSchema } from '#domain/records/list';
import { SEARCH_HEADER } from '#domain/common/api-errors';
import type { AppContext } from '../../app-context.ts';
import { invalid, notFound } from '../../errors/index.ts';
import { auditActor, type AuditSpec } from '../../plugins/audit-trail.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { isUuid } from '../lists/index.ts';
import type { SessionUser } from '../users/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './claim-submission/index.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The Idempotency-Key header of a claim submission, checked. */
function submissionKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalid(
      'Each claim submission needs an Idempotency-Key header (16 to 100 letters, digits, - or _).',
    );
  }
  return key;
}

export async function claimRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));

  /**
   * A new claim, or with `originalId` her correction of one, stored once per Idempotency-Key.
   * A new claim's audit row committed with it; a replay is audited like any other call.
   */
  async function submitted(
    request: FastifyRequest,
    reply: FastifyReply,
    body: ClaimSubmitValues,
    originalId?: string,
  ) {
    const key = submissionKey(request);
    if (originalId !== undefined && !isUuid(originalId)) throw notFound();
    const user = currentUser(request);
    const result = await ctx.claims.submit(user, key, body, auditActor(request), originalId);
    // A correction is audited under the original its URL names; a new claim under its own id.
    if (originalId === undefined) request.auditEntityId = result.claim.id;
    request.auditRecorded = !result.replayed;
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(result.claim);
  }

  doula.post(
    '/api/claims',
    { action: 'create', entity: 'claim' },
    { body: claimSubmitSchema },
    async (request, reply) => submitted(request, reply, request.body),
  );

  doula.post(
    '/api/claims/:id/correction',
    { action: 'correct', entity: 'claim' },
    { params: idParams, body: claimSubmitSchema },
    async (request, reply) => submitted(request, reply, request.body, request.params.id),
  );

  doula.post(
    '/api/claims/:id/void',
    { action: 'void', entity: 'claim', successRecordedByService: true },
    { params: idParams, body: z.object({}).strict().optional() },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound();
      const claim = await ctx.claims.voidClaim(
        currentUser(request),
        request.params.id,
        auditActor(request),
      );
      return reply.code(201).send(claim);
    },
  );

  doula.get(
    '/api/claims',
    { action: 'list', searchAction: 'search', entity: 'claim' },
    { querystring: claimListQuerySchema, headers: recordSearchHeadersSchema },
    async (request) => {
      const { limit, cursor, order, ...filter } = request.query;
      // The search may be a patient's name: it comes in a header, never in the URL.
      const search = claimSearchOf(request.headers[SEARCH_HEADER]);
      return ctx.claims.list(currentUser(request), limit, cursor, filter, { search, order });
    },
  );

  doula.get(
    '/api/claims/totals',
    { action: 'totals', entity: 'claim' },
    { querystring: claimTotalsQuerySchema },
    async (request) => ctx.claims.totals(currentUser(request), request.query),
  );

  doula.get(
    '/api/claims/attention-count',
    { action: 'attention_count', entity: 'claim' },
    {},
    async (request) => ctx.claims.attentionCount(currentUser(request)),
  );

  doula.get(
    '/api/patients/billing-summaries',
    { action: 'read_billing_summaries', entity: 'patient' },
    { querystring: billingSummariesQuerySchema },
    async (request) => ctx.claims.billingSummaries(currentUser(request), request.query.ids),
  );

  /** One of her things by the id in the URL: 404 when it is not hers (or not an id at all). */
  const getOwn = <T>(
    url: string,
    audit: AuditSpec,
    read: (user: SessionUser, id: string) => Promise<T | undefined>,
  ) =>
    doula.get(url, audit, { params: idParams }, async (request) => {
      const found = isUuid(request.params.id)
        ? await read(currentUser(request), request.params.id)
        : undefined;
      if (!found) throw notFound();
      return found;
    });

  getOwn('/api/patients/:id/billing', { action: 'read_billing', entity: 'patient' }, (user, id) =>
    ctx.claims.patientBilling(user, id),
  );

  getOwn('/api/claims/:id', { action: 'read', entity: 'claim' }, (user, id) =>
    ctx.claims.get(user, id),
  );

  getOwn(
    '/api/claims/:id/correction',
    { action: 'read_correction_basis', entity: 'claim' },
    (user, id) => ctx.claims.correctionBasis(user, id),
  );
}
