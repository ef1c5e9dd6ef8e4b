import type { FastifyInstance } from 'fastify';
import { enrollmentListQuerySchema, enrollmentSetSchema } from '#domain/clearinghouse/enrollments';
import type { AppContext } from '../../app-context.ts';
import { operatorOf, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { createEnrollmentService } from './enrollments.service.ts';

const entity = 'payer_enrollment';

/**
 * The console's "Enrollment" section: the payers with their three transactions, a page at a
 * time, and setting one. Operators only; the audit trail records who listed and who set which
 * payer's transaction (payer IDs are not patient details).
 */
export async function enrollmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const enrollments = createEnrollmentService(ctx.db);
  const base = '/api/operator/enrollments';

  operator.list(base, entity, enrollmentListQuerySchema, (query) => enrollments.list(query));

  operator.put(
    base,
    { action: 'update', entity },
    { body: enrollmentSetSchema },
    async (request) => {
      request.auditEntityId = `${request.body.payerId}/${request.body.transaction}`;
      return enrollments.set(request.body, operatorOf(request).email);
    },
  );
}
