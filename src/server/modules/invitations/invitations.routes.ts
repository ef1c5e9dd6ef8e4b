import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#domain/messages';
import { invitationCheckSchema, type InvitationCheckResult } from '#domain/profile';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../errors/index.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { checkInvitationCode } from './invitations.service.ts';

export async function invitationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/invitations/check',
    {
      schema: { body: invitationCheckSchema },
      config: { audit: { action: 'check', entity: 'invitation' } },
      // Before the body is read: a signed-out caller hears only that it must sign in.
      onRequest: async (request) => {
        if (!request.user) throw unauthorized(messages.invitation.signedOut);
      },
    },
    async (request): Promise<InvitationCheckResult> => {
      const { valid, message } = await checkInvitationCode(
        ctx.db,
        currentUser(request),
        request.body.code,
        request.log,
      );
      return { valid, message };
    },
  );
}
