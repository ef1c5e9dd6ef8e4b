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
} from '#domain/operator';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import type { AuditSpec } from '../../plugins/audit-trail.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { isUuid } from '../records/list-cursor.ts';
import { requireOperator } from './operator-access.ts';

const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * The operator console's API. Every route: operators only (401 signed out, 403 otherwise,
 * decided before the body is read), strict schemas, paged lists, and an audit event.
 */
export async function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator(ctx.operators);
  const service = ctx.operatorConsole;

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

  // ---- Invitations ----

  listRoute(
    '/api/operator/invitations',
    invitationListQuerySchema,
    { action: 'list', entity: 'invitation' },
    (query) => service.listInvitations(query),
  );

  api.post(
    '/api/operator/invitations',
    {
      onRequest,
      schema: { body: invitationCreateSchema },
      config: { audit: { action: 'create', entity: 'invitation' } },
    },
    async (request, reply) => {
      const created = await service.createInvitation(request.body, currentUser(request).email);
      request.auditEntityId = created.invitation.id;
      return reply.code(201).send(created);
    },
  );

  api.post(
    '/api/operator/invitations/:id/revoke',
    {
      onRequest,
      schema: { params: idParams },
      config: { audit: { action: 'revoke', entity: 'invitation' } },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      return service.revokeInvitation(request.params.id);
    },
  );

  // ---- Agreement versions ----

  listRoute(
    '/api/operator/agreements',
    agreementListQuerySchema,
    { action: 'list', entity: 'agreement' },
    (query) => service.listAgreements(query),
  );

  api.post(
    '/api/operator/agreements',
    {
      onRequest,
      schema: { body: agreementPublishSchema },
      config: { audit: { action: 'publish', entity: 'agreement' } },
    },
    async (request, reply) => {
      const published = await service.publishAgreement(request.body, currentUser(request).email);
      request.auditEntityId = published.id;
      return reply.code(201).send(published);
    },
  );

  // ---- Claims queue ----

  listRoute(
    '/api/operator/claims',
    operatorClaimListQuerySchema,
    { action: 'operator_list', entity: 'claim' },
    (query) => service.listClaims(query),
  );

  api.get(
    '/api/operator/claims/:id',
    {
      onRequest,
      schema: { params: idParams },
      config: { audit: { action: 'operator_read', entity: 'claim' } },
    },
    async (request) => {
      const detail = await service.getClaim(request.params.id);
      if (!detail) throw notFound();
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
      const detail = await service.changeClaimStatus(request.params.id, request.body, operator, {
        userId: operator.id,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) || undefined,
        requestId: String(request.id),
      });
      request.auditEntityId = detail.claim.id;
      return detail;
    },
  );

  // ---- Audit trail ----

  listRoute(
    '/api/operator/audit-events',
    auditListQuerySchema,
    { action: 'list', entity: 'audit_event' },
    (query) => service.listAudit(query),
  );
}
