import type { FastifyInstance } from 'fastify';
import {
  claimStatusChangeSchema,
  operatorClaimListQuerySchema,
  type OperatorClaimDetail,
} from '#domain/claims/queue';
import { recommendationRequestSchema } from '#domain/claims/recommendation-request-schema';
import { claimSearchOf } from '#domain/claims/search';
import { SEARCH_HEADER } from '#domain/common/api-errors';
import { operatorPageQuerySchema } from '#domain/common/list-page';
import { recordSearchHeadersSchema } from '#domain/records/list';
import type { AppContext } from '../../app-context.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { notFound } from '../../errors/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { idParams } from '../../routes/record-params.ts';

/**
 * The claims queue of the operator console: every provider's claims, filtered and paged or
 * searched by patient name or claim ID; one claim opened with her business details; a status
 * changed by hand; her recommendation asked for. Operators only (decided before the body is
 * read), every call audited; the claims service holds the rules.
 */
export async function claimsQueueRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  /** A claim as the console opens it: everything its provider sees, and her business details. */
  async function claimDetail(idOrFormId: string): Promise<OperatorClaimDetail> {
    const found = await ctx.claims.getForOperator(idOrFormId);
    if (!found) throw notFound();
    return { claim: found.claim, provider: await ctx.profiles.businessOf(found.ownerId) };
  }

  operator.get(
    '/api/operator/claims',
    { action: 'operator_list', searchAction: 'operator_search', entity: 'claim' },
    { querystring: operatorClaimListQuerySchema, headers: recordSearchHeadersSchema },
    // A patient's name is searched for from a header, as on her own list: never in the URL.
    async (request) =>
      ctx.claims.queue(request.query, claimSearchOf(request.headers[SEARCH_HEADER])),
  );

  // Late unpaid claims by payer, with the days late and the interest owed (decision 110).
  operator.list('/api/operator/late-claims', 'claim', operatorPageQuerySchema, (query) =>
    ctx.claims.lateByPayer(query),
  );

  operator.get(
    '/api/operator/claims/:id',
    { action: 'operator_read', entity: 'claim' },
    { params: idParams },
    async (request) => {
      const detail = await claimDetail(request.params.id);
      request.auditEntityId = detail.claim.id;
      return detail;
    },
  );

  operator.post(
    '/api/operator/claims/:id/status',
    // Success is audited by the claims service, in the transaction of the change.
    { action: 'status_change', entity: 'claim', successRecordedByService: true },
    { params: idParams, body: claimStatusChangeSchema },
    async (request) => {
      const claim = await ctx.claims.changeStatus(
        request.params.id,
        request.body,
        operatorOf(request),
      );
      request.auditEntityId = claim.id;
      return claimDetail(claim.id);
    },
  );

  // Asks her for the recommendation the claim relies on (decision 111): under Needs your
  // attention on her side until she records one on the patient.
  operator.post(
    '/api/operator/claims/:id/recommendation-request',
    // Success is audited by the claims service, in the transaction of the request.
    { action: 'recommendation_request', entity: 'claim', successRecordedByService: true },
    { params: idParams, body: recommendationRequestSchema },
    async (request) => {
      const claimId = await ctx.claims.recommendationRequests.ask(
        request.params.id,
        request.body,
        operatorOf(request),
      );
      request.auditEntityId = claimId;
      return claimDetail(claimId);
    },
  );
}
