import type { FastifyInstance } from 'fastify';
import {
  invitationCreateSchema,
  invitationListQuerySchema,
  type CreatedInvitation,
} from '#domain/account/invitations';
import { messages } from '#domain/common/messages';
import { invitationCheckSchema, type InvitationCheckResult } from '#domain/records/profile';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../errors/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { currentUser, requireOperator } from '../../access/index.ts';
import { idParams } from '../../routes/record-params.ts';

/**
 * Invitations: a signed-in newcomer checks her code; operators list, create and revoke them in
 * the console (operators only, decided before the body is read; every call audited). The routes
 * call the invitations service, the same one the command line calls.
 */
export async function invitationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Before the body is read: a signed-out caller hears only that it must sign in.
  const signedIn = auditedRoutes(app, async (request) => {
    if (!request.user) throw unauthorized(messages.invitation.signedOut);
  });
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  signedIn.post(
    '/api/invitations/check',
    { action: 'check', entity: 'invitation' },
    { body: invitationCheckSchema },
    async (request): Promise<InvitationCheckResult> => {
      const { valid, message } = await ctx.invitations.check(
        currentUser(request),
        request.body.code,
        request.log,
      );
      return { valid, message };
    },
  );

  operator.list('/api/operator/invitations', 'invitation', invitationListQuerySchema, (query) =>
    ctx.invitations.page(query),
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
}
