/** The recommendations module's table: the licensed providers' recommendations she keeps. */
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, partOf, uuidId } from '../../db/columns.ts';
import { archivable, ownerId } from '../../db/owned.ts';
import { patients } from '../patients/patients.tables.ts';

/**
 * A recommendation on a patient's pregnancy (one patient record is one pregnancy), protected
 * health information: the recommender, what it covers and until when, and the signed form. The
 * form's bytes are sealed with the tax ID key as the answer files and claim batches are, bound
 * to the row's id (bytes copied onto another row do not open); its name is not kept (a scan's
 * name often holds the patient's). Replacing one archives it (`deleted`) and adds the new one, so
 * a claim that relied on it still names it; an archived patient's rows are not served.
 */
export const patientRecommendations = pgTable(
  'patient_recommendations',
  {
    id: uuidId(),
    userId: ownerId(),
    patientId: partOf('patient_id', () => patients.id),
    recommenderName: text('recommender_name').notNull(),
    recommenderNpi: text('recommender_npi').notNull(),
    licenceType: text('licence_type').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    goodUntil: date('good_until', { mode: 'string' }),
    serviceTypes: jsonb('service_types').$type<string[]>().notNull(),
    visits: integer('visits'),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    fileContent: bytea('file_content').notNull(),
    ...archivable(),
  },
  (table) => [
    index('patient_recommendations_patient_idx').on(table.userId, table.patientId, table.signedOn),
  ],
);
