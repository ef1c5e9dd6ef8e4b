import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { createClaimFormService } from '../claim-forms/index.ts';
import { createExportService } from './export.service.ts';

/**
 * GET /api/account/export: her data as a zip, streamed. Nothing about her in the URL or the
 * file name; audited as `profile.export`. The counts go ahead in a header so the page can show
 * how much is coming while the bytes arrive.
 */
export async function exportRoutes(app: FastifyInstance, ctx: AppContext) {
  const exports = createExportService(
    ctx.db,
    createClaimFormService({ claims: ctx.claims, profiles: ctx.profiles }),
    ctx.taxIds,
  );
  auditedRoutes(app, requireCompleteProfile(ctx.profiles)).get(
    '/api/account/export',
    { action: 'export', entity: 'profile' },
    {},
    async (request, reply) => {
      const user = currentUser(request);
      request.auditEntityId = user.id;
      const counts = await exports.counts(user.id);
      const zip = await exports.archive(user);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="doula-billing-export-${date}.zip"`)
        .header('x-export-records', String(counts.patients + counts.facilities + counts.claims))
        .send(zip);
    },
  );
}
