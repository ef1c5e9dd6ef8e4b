import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { recordKind } from '../records/index.ts';
import { presentPatient } from './patients.presenter.ts';
import { patientRows } from './patients.repository.ts';
import { patients } from './patients.tables.ts';

/** The doula's patients (see recordKind: hers alone, every write announced). */
const patientKind = recordKind({ entity: 'patient', rows: patientRows, present: presentPatient });

/** One of the owner's active patients, as her lists show it; undefined for anyone else's. */
export const ownPatient = patientKind.own;

/** Her patient, locked for the transaction: claim submissions for one patient take turns. */
export const ownPatientLocked = patientKind.ownLocked;

/** Her active patients among the ids given, as her lists show them; others' ids are left out. */
export const ownPatients = patientKind.ownMany;

/** Each owner's active patient among those named, by id, in one read (a batch's claims). */
export const ownPatientsOfEach = patientKind.ownOfEach;

export const createPatientService = (db: Db, hooks?: Parameters<typeof patientKind.service>[1]) =>
  patientKind.service(db, hooks);

/**
 * A page of every doula's patients whose pregnancy is open (not archived, no "pregnancy ended
 * on"), by id after `after`: ids only, for the monthly coverage checks.
 */
export async function openPregnancyPage(
  db: DbOrTx,
  after: string | null,
  limit: number,
): Promise<{ id: string; userId: string }[]> {
  return db
    .select({ id: patients.id, userId: patients.userId })
    .from(patients)
    .where(
      and(
        eq(patients.deleted, false),
        isNull(patients.pregnancyEndedDate),
        after ? gt(patients.id, after) : undefined,
      ),
    )
    .orderBy(asc(patients.id))
    .limit(limit);
}
