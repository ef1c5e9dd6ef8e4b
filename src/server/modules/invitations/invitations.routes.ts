import type { FastifyInstance } from 'fastify';
import { messages } from '#domain/messages';
import { invitationCheckSchema, type InvitationCheckResult } from '#domain/profile';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../errors/index.ts';
import { currentUser } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';

export async function invitationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Before the body is read: a signed-out caller hears only that it must sign in.
  const signedIn = auditedRoutes(app, async (request) => {
    if (!request.user) throw unauthorized(messages.invitation.signedOut);
  });

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
}
