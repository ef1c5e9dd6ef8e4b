import type { FastifyInstance } from 'fastify';
import { coverageCheckRequestSchema } from '#domain/clearinghouse/coverage';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { recordIdParams } from '../../routes/record-params.ts';

/**
 * Her coverage checks of one patient: the history with whether checks can be made now, and
 * "Check coverage" for a month. Another
 * doula's patient (or no patient) is not found. The answer holds what she may see, never the
 * payer's raw answer.
 */
export async function eligibilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  const { eligibility } = ctx;

  doula.get(
    '/api/patients/:id/coverage-checks',
    { action: 'read_coverage_checks', entity: 'patient' },
    { params: recordIdParams },
    async (request) => ({
      checks: await eligibility.history(currentUser(request).id, request.params.id),
      available: await eligibility.available(),
    }),
  );

  doula.post(
    '/api/patients/:id/coverage-checks',
    { action: 'check_coverage', entity: 'patient' },
    { params: recordIdParams, body: coverageCheckRequestSchema },
    async (request) =>
      eligibility.checkCoverage(currentUser(request).id, request.params.id, request.body.month),
  );
}
