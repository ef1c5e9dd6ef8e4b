import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { firstStepsOf } from './first-steps.repository.ts';

/** GET /api/first-steps: which of her first steps are done (her own records only). */
export async function firstStepsRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  doula.get('/api/first-steps', { action: 'first_steps', entity: 'profile' }, {}, async (request) =>
    firstStepsOf(ctx.db, currentUser(request).id),
  );
}
