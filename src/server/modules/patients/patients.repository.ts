import { sql } from 'drizzle-orm';
import type { PatientValues } from '#domain/records/patient';
import { patients } from './patients.tables.ts';
import { recordRows, type RecordRows } from '../records/index.ts';

export type PatientRow = typeof patients.$inferSelect;

/**
 * Everything a doula may search a patient by: name parts, date of birth as stored
 * (1992-04-17) and as the table shows it (4/17/1992, 04/17/1992), address parts, insurance
 * provider, payer ID, payer type and policy number.
 */
const searchable = sql`concat_ws(' ',
  ${patients.firstName}, ${patients.middleName}, ${patients.lastName},
  to_char(${patients.dateOfBirth}, 'YYYY-MM-DD'),
  to_char(${patients.dateOfBirth}, 'FMMM/FMDD/YYYY'),
  to_char(${patients.dateOfBirth}, 'MM/DD/YYYY'),
  ${patients.addressStreet}, ${patients.addressCity}, ${patients.addressState}, ${patients.addressZip},
  ${patients.insuranceProvider}, ${patients.payerId}, ${patients.payerType}, ${patients.policyNumber})`;

/** Pregnancy dates not known yet ('') are stored as NULL. */
const toColumns = (values: PatientValues) => ({
  ...values,
  expectedDueDate: values.expectedDueDate || null,
  pregnancyEndedDate: values.pregnancyEndedDate || null,
});

const stored = recordRows(patients, searchable);

/**
 * The owner's patients as stored; writes take a patient's values as the form sends them. They
 * await (not just return) the write so that a failed one's logged stack names this file.
 */
export const patientRows: RecordRows<PatientRow, PatientValues> = {
  ...stored,
  insert: async (db, userId, values) => await stored.insert(db, userId, toColumns(values)),
  update: async (db, userId, id, values) => await stored.update(db, userId, id, toColumns(values)),
};
