import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { agreementListQuerySchema, agreementPublishSchema } from '#domain/agreements';
import { auditListQuerySchema } from '#domain/audit';
import {
  claimStatusChangeSchema,
  operatorClaimListQuerySchema,
  type OperatorClaimDetail,
} from '#domain/claims/queue';
import {
  invitationCreateSchema,
  invitationListQuerySchema,
  type CreatedInvitation,
} from '#domain/invitations';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../errors/index.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { operatorOf, requireOperator } from './operator-access.ts';

const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * The operator console's API. Every route: operators only (401 signed out, 403 otherwise,
 * decided before the body is read), strict schemas, paged lists, and an audit event. The
 * routes hold no rules of their own: each calls the service of its subject (invitations,
 * agreements, claims, audit), the same services the command line calls.
 */
export async function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  /** A claim as the console opens it: everything its provider sees, and her business details. */
  async function claimDetail(idOrFormId: string): Promise<OperatorClaimDetail> {
    const found = await ctx.claims.getForOperator(idOrFormId);
    if (!found) throw notFound();
    return { claim: found.claim, provider: await ctx.profiles.businessOf(found.ownerId) };
  }

  // ---- Invitations ----

  operator.get(
    '/api/operator/invitations',
    { action: 'list', entity: 'invitation' },
    { querystring: invitationListQuerySchema },
    async (request) => ctx.invitations.page(request.query),
  );

  operator.post(
    '/api/operator/invitations',
    { action: 'create', entity: 'invitation' },
    { body: invitationCreateSchema },
    async (request, reply) => {
      const { email, code } = request.body;
      const created = await ctx.invitations.create(
        { email, codes: code ? [code] : undefined },
        currentUser(request).email,
      );
      request.auditEntityId = created.invitation.id;
      const answer: CreatedInvitation = {
        invitation: created.invitation,
        code: created.codes[0]!,
        generated: created.generated,
      };
      return reply.code(201).send(answer);
    },
  );

  operator.post(
    '/api/operator/invitations/:id/revoke',
    { action: 'revoke', entity: 'invitation' },
    { params: idParams },
    async (request) => ctx.invitations.revoke(request.params.id),
  );

  // ---- Agreement versions ----

  operator.get(
    '/api/operator/agreements',
    { action: 'list', entity: 'agreement' },
    { querystring: agreementListQuerySchema },
    async (request) => ctx.agreements.page(request.query),
  );

  operator.post(
    '/api/operator/agreements',
    { action: 'publish', entity: 'agreement' },
    { body: agreementPublishSchema },
    async (request, reply) => {
      const published = await ctx.agreements.publish(request.body, currentUser(request).email);
      request.auditEntityId = published.id;
      return reply.code(201).send(published);
    },
  );

  // ---- Claims queue ----

  operator.get(
    '/api/operator/claims',
    { action: 'operator_list', entity: 'claim' },
    { querystring: operatorClaimListQuerySchema },
    async (request) => ctx.claims.queue(request.query),
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

  // ---- Audit trail ----

  operator.get(
    '/api/operator/audit-events',
    { action: 'list', entity: 'audit_event' },
    { querystring: auditListQuerySchema },
    async (request) => ctx.auditTrail.page(request.query),
  );
}
