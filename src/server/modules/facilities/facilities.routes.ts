import type { FastifyInstance } from 'fastify';
import { facilityInputSchema } from '#domain/records/facility';
import type { AppContext } from '../../app-context.ts';
import { registerRecordRoutes } from '../../routes/record-routes.ts';
import { createFacilityService } from './facilities.service.ts';

/** The doula's facilities: list (search, pages), one, create, update, archive. */
export async function facilityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRecordRoutes(app, ctx, {
    path: '/api/facilities',
    entity: 'facility',
    inputSchema: facilityInputSchema,
    // Her pending claims for this facility take the fix (and say when they are ready to send).
    service: createFacilityService(ctx.db, {
      afterUpdate: (tx, userId, saved) =>
        ctx.claims.sendBlockers.afterFacilitySaved(tx, userId, saved),
    }),
  });
}
