import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementListQuerySchema,
  agreementPublishSchema,
  auditListQuerySchema,
  claimStatusChangeSchema,
  invitationCreateSchema,
  invitationListQuerySchema,
  operatorClaimListQuerySchema,
  type CreatedInvitation,
  type OperatorClaimDetail,
} from '#domain/operator';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../errors/index.ts';
import type { AuditSpec } from '../../plugins/audit-trail.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireOperator } from './operator-access.ts';

const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * The operator console's API. Every route: operators only (401 signed out, 403 otherwise,
 * decided before the body is read), strict schemas, paged lists, and an audit event. The
 * routes hold no rules of their own: each calls the service of its subject (invitations,
 * agreements, claims, audit), the same services the command line calls.
 */
export async function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator(ctx.operators);

  /** A paged list: its query checked by `querystring`, the call audited as `audit`. */
  const listRoute = <Query extends z.ZodType>(
    url: string,
    querystring: Query,
    audit: AuditSpec,
    list: (query: z.output<Query>) => Promise<unknown>,
  ) =>
    api.get(url, { onRequest, schema: { querystring }, config: { audit } }, async (request) =>
      // The query has passed `querystring`; TypeScript cannot see that through the generic schema.
      list(request.query as z.output<Query>),
    );

  /** A claim as the console opens it: everything its provider sees, and her business details. */
  async function claimDetail(idOrFormId: string): Promise<OperatorClaimDetail> {
    const found = await ctx.claims.getForOperator(idOrFormId);
    if (!found) throw notFound();
    return { claim: found.claim, provider: await ctx.profiles.businessOf(found.ownerId) };
  }

  // ---- Invitations ----

  listRoute(
    '/api/operator/invitations',
    invitationListQuerySchema,
    { action: 'list', entity: 'invitation' },
    (query) => ctx.invitations.page(query),
  );

  api.post(
    '/api/operator/invitations',
    {
      onRequest,
      schema: { body: invitationCreateSchema },
      config: { audit: { action: 'create', entity: 'invitation' } },
    },
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

  api.post(
    '/api/operator/invitations/:id/revoke',
    {
      onRequest,
      schema: { params: idParams },
      config: { audit: { action: 'revoke', entity: 'invitation' } },
    },
    async (request) => ctx.invitations.revoke(request.params.id),
  );

  // ---- Agreement versions ----

  listRoute(
    '/api/operator/agreements',
    agreementListQuerySchema,
    { action: 'list', entity: 'agreement' },
    (query) => ctx.agreements.page(query),
  );

  api.post(
    '/api/operator/agreements',
    {
      onRequest,
      schema: { body: agreementPublishSchema },
      config: { audit: { action: 'publish', entity: 'agreement' } },
    },
    async (request, reply) => {
      const published = await ctx.agreements.publish(request.body, currentUser(request).email);
      request.auditEntityId = published.id;
      return reply.code(201).send(published);
    },
  );

  // ---- Claims queue ----

  listRoute(
    '/api/operator/claims',
    operatorClaimListQuerySchema,
    { action: 'operator_list', entity: 'claim' },
    (query) => ctx.claims.queue(query),
  );

  api.get(
    '/api/operator/claims/:id',
    {
      onRequest,
      schema: { params: idParams },
      config: { audit: { action: 'operator_read', entity: 'claim' } },
    },
    async (request) => {
      const detail = await claimDetail(request.params.id);
      request.auditEntityId = detail.claim.id;
      return detail;
    },
  );

  api.post(
    '/api/operator/claims/:id/status',
    {
      onRequest,
      schema: { params: idParams, body: claimStatusChangeSchema },
      // Success is audited by the claims service, in the transaction of the change.
      config: {
        audit: { action: 'status_change', entity: 'claim', successRecordedByService: true },
      },
    },
    async (request) => {
      const operator = currentUser(request);
      const claim = await ctx.claims.changeStatus(request.params.id, request.body, {
        email: operator.email,
        label: operator.email,
        actor: {
          userId: operator.id,
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) || undefined,
          requestId: String(request.id),
        },
      });
      request.auditEntityId = claim.id;
      return claimDetail(claim.id);
    },
  );

  // ---- Audit trail ----

  listRoute(
    '/api/operator/audit-events',
    auditListQuerySchema,
    { action: 'list', entity: 'audit_event' },
    (query) => ctx.auditTrail.page(query),
  );
}
