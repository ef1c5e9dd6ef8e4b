import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PatientValues } from '#domain/patient';
import type { DbOrTx } from '../../db/database.ts';
import { patients } from '../../db/schema.ts';
import type { ListPosition } from '../lists/index.ts';
import { activeRowsOf, newestFirst, searchCondition } from '../lists/index.ts';

export type PatientRow = typeof patients.$inferSelect;

/**
 * Everything a doula may search a patient by (spec: all patient details): name parts, date of
 * birth as stored (1992-04-17) and as the table shows it (4/17/1992, 04/17/1992), address
 * parts, insurance provider, payer ID, payer type and policy number.
 */
const searchable = sql`concat_ws(' ',
  ${patients.firstName}, ${patients.middleName}, ${patients.lastName},
  to_char(${patients.dateOfBirth}, 'YYYY-MM-DD'),
  to_char(${patients.dateOfBirth}, 'FMMM/FMDD/YYYY'),
  to_char(${patients.dateOfBirth}, 'MM/DD/YYYY'),
  ${patients.addressStreet}, ${patients.addressCity}, ${patients.addressState}, ${patients.addressZip},
  ${patients.insuranceProvider}, ${patients.payerId}, ${patients.payerType}, ${patients.policyNumber})`;

/** One page of the owner's active patients, newest first, plus one row to tell if more follow. */
export async function listPatients(
  db: DbOrTx,
  userId: string,
  options: { query: string; limit: number; after: ListPosition | undefined },
): Promise<PatientRow[]> {
  return db
    .select()
    .from(patients)
    .where(
      and(
        activeRowsOf(patients, userId, options.after),
        searchCondition(searchable, options.query),
      ),
    )
    .orderBy(...newestFirst(patients))
    .limit(options.limit + 1);
}

/** The owner's active patient with this id, or undefined (someone else's reads as missing). */
export async function findPatient(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.userId, userId), eq(patients.deleted, false)));
  return row;
}

/** Her active patients among the ids given (a page of them at most); others' ids find nothing. */
export async function findPatients(
  db: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<PatientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(patients)
    .where(
      and(inArray(patients.id, [...ids]), eq(patients.userId, userId), eq(patients.deleted, false)),
    );
}

/** Pregnancy dates not known yet ('') are stored as NULL. */
const toColumns = (values: PatientValues) => ({
  ...values,
  expectedDueDate: values.expectedDueDate || null,
  pregnancyEndedDate: values.pregnancyEndedDate || null,
});

export async function insertPatient(
  db: DbOrTx,
  userId: string,
  values: PatientValues,
): Promise<PatientRow> {
  const [row] = await db
    .insert(patients)
    .values({ ...toColumns(values), userId })
    .returning();
  return row!;
}

export async function updatePatient(
  db: DbOrTx,
  userId: string,
  id: string,
  values: PatientValues,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({ ...toColumns(values), updatedAt: sql`now()` })
    .where(and(eq(patients.id, id), eq(patients.userId, userId), eq(patients.deleted, false)))
    .returning();
  return row;
}

/** Soft delete (archiving): deleted, deleted_at and updated_at. False when not found. */
export async function archivePatient(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(patients)
    .set({ deleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(patients.id, id), eq(patients.userId, userId), eq(patients.deleted, false)))
    .returning({ id: patients.id });
  return rows.length === 1;
}
