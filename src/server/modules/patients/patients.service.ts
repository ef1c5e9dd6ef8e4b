import type { PatientValues, PatientView } from '#domain/patient';
import type { RecordListQuery, RecordPage } from '#domain/record-list';
import type { Db, DbOrTx } from '../../db/database.ts';
import { notFound } from '../../errors/index.ts';
import { announceChange } from '../events/index.ts';
import { decodeCursor, isUuid, toPage } from '../lists/index.ts';
import type { SessionUser } from '../sessions/index.ts';
import { presentPatient } from './patients.presenter.ts';
import {
  archivePatient,
  findPatient,
  findPatients,
  insertPatient,
  listPatients,
  updatePatient,
} from './patients.repository.ts';

/**
 * Patients belong to the doula who created them. Another user's patient (or an archived one)
 * is answered exactly like a missing one: 404, never its data. Every write announces the
 * change, in the same transaction, so open lists on every app server update.
 */
/** One of the owner's active patients, as her lists show it; undefined for anyone else's. */
export async function ownPatient(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PatientView | undefined> {
  const row = isUuid(id) ? await findPatient(db, userId, id) : undefined;
  return row ? presentPatient(row) : undefined;
}

/** Her active patients among the ids given, as her lists show them; others' ids are left out. */
export async function ownPatients(
  db: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<PatientView[]> {
  return (await findPatients(db, userId, ids.filter(isUuid))).map(presentPatient);
}

export function createPatientService(db: Db) {
  return {
    async list(user: SessionUser, query: RecordListQuery): Promise<RecordPage<PatientView>> {
      const rows = await listPatients(db, user.id, {
        query: query.q,
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
      });
      return toPage(rows, query.limit, presentPatient);
    },

    async get(user: SessionUser, id: string): Promise<PatientView> {
      const row = isUuid(id) ? await findPatient(db, user.id, id) : undefined;
      if (!row) throw notFound();
      return presentPatient(row);
    },

    async create(user: SessionUser, values: PatientValues): Promise<PatientView> {
      const row = await db.transaction(async (tx) => {
        const created = await insertPatient(tx, user.id, values);
        await announceChange(tx, user.id, { entity: 'patient', id: created.id, action: 'created' });
        return created;
      });
      return presentPatient(row);
    },

    async update(user: SessionUser, id: string, values: PatientValues): Promise<PatientView> {
      if (!isUuid(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const updated = await updatePatient(tx, user.id, id, values);
        if (!updated) throw notFound();
        await announceChange(tx, user.id, { entity: 'patient', id, action: 'updated' });
        return updated;
      });
      return presentPatient(row);
    },

    async archive(user: SessionUser, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await archivePatient(tx, user.id, id))) throw notFound();
        await announceChange(tx, user.id, { entity: 'patient', id, action: 'archived' });
      });
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
