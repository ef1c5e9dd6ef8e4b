import type { FastifyInstance } from 'fastify';
import { messages } from '#domain/messages';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../plugins/authenticate.ts';
import { presentAgreement } from './agreement.presenter.ts';
import { findCurrentAgreement } from './agreements.repository.ts';

export async function agreementRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/agreements/current', { onRequest: requireUser }, async () => {
    const current = await findCurrentAgreement(ctx.db);
    if (!current) throw new HttpError(404, 'not_found', messages.agreement.unavailable);
    return presentAgreement(current);
  });
}
