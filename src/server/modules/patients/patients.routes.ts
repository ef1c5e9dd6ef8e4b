import type { FastifyInstance } from 'fastify';
import { patientInputSchema } from '#domain/records/patient';
import type { AppContext } from '../../app-context.ts';
import { registerRecordRoutes } from '../../routes/record-routes.ts';
import { queuePatientAddedCheck } from '../eligibility/index.ts';
import { createPatientService } from './patients.service.ts';

/** The doula's patients: list (search, pages), one, create, update, archive. */
export async function patientRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRecordRoutes(app, ctx, {
    path: '/api/patients',
    entity: 'patient',
    inputSchema: patientInputSchema,
    // A new patient's coverage is checked by the job queue; her pending claims for an edited
    // patient take the fix (and say when they are ready to send).
    service: createPatientService(ctx.db, {
      afterCreate: (tx, userId, saved) => queuePatientAddedCheck(tx, userId, saved.id),
      afterUpdate: (tx, userId, saved) =>
        ctx.claims.sendBlockers.afterPatientSaved(tx, userId, saved),
    }),
  });
}
