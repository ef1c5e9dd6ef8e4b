/** The patients module's reads for other modules (decision 054): a typed, read-only view. */
import { wholeRowsView } from '../../db/views.ts';
import { patients } from './patients.tables.ts';

export type PatientRow = typeof patients.$inferSelect;

/** Every patient column, archived rows included: filter on the owner. */
export const patientsView = wholeRowsView(patients, 'patient_rows');

/** The table's type only, for the records module's shared row helpers this module calls. */
export type PatientsTable = typeof patients;
