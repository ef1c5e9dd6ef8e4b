import type { Db } from '../../db/database.ts';
import { recordKind } from '../records/index.ts';
import { presentPatient } from './patients.presenter.ts';
import { patientRows } from './patients.repository.ts';

/** The doula's patients (see recordKind: hers alone, every write announced). */
const patientKind = recordKind({ entity: 'patient', rows: patientRows, present: presentPatient });

/** One of the owner's active patients, as her lists show it; undefined for anyone else's. */
export const ownPatient = patientKind.own;

/** Her patient, locked for the transaction: claim submissions for one patient take turns. */
export const ownPatientLocked = patientKind.ownLocked;

/** Her active patients among the ids given, as her lists show them; others' ids are left out. */
export const ownPatients = patientKind.ownMany;

export const createPatientService = (db: Db, hooks?: Parameters<typeof patientKind.service>[1]) =>
  patientKind.service(db, hooks);
