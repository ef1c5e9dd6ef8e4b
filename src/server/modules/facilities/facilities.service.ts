import type { FacilityValues, FacilityView } from '#domain/facility';
import type { RecordListQuery, RecordPage } from '#domain/record-list';
import type { Db, DbOrTx } from '../../db/database.ts';
import { notFound } from '../../errors/index.ts';
import { announceChange } from '../events/index.ts';
import { decodeCursor, isUuid, toPage } from '../lists/index.ts';
import type { SessionUser } from '../sessions/index.ts';
import { presentFacility } from './facilities.presenter.ts';
import {
  archiveFacility,
  findFacility,
  insertFacility,
  listFacilities,
  updateFacility,
} from './facilities.repository.ts';

/**
 * Facilities belong to the doula who created them; another user's (or an archived) facility
 * answers 404. Every write announces the change in its transaction (see patients.service.ts).
 */
/** One of the owner's active facilities, as her lists show it; undefined for anyone else's. */
export async function ownFacility(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<FacilityView | undefined> {
  const row = isUuid(id) ? await findFacility(db, userId, id) : undefined;
  return row ? presentFacility(row) : undefined;
}

export function createFacilityService(db: Db) {
  return {
    async list(user: SessionUser, query: RecordListQuery): Promise<RecordPage<FacilityView>> {
      const rows = await listFacilities(db, user.id, {
        query: query.q,
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
      });
      return toPage(rows, query.limit, presentFacility);
    },

    async get(user: SessionUser, id: string): Promise<FacilityView> {
      const row = isUuid(id) ? await findFacility(db, user.id, id) : undefined;
      if (!row) throw notFound();
      return presentFacility(row);
    },

    async create(user: SessionUser, values: FacilityValues): Promise<FacilityView> {
      const row = await db.transaction(async (tx) => {
        const created = await insertFacility(tx, user.id, values);
        await announceChange(tx, user.id, {
          entity: 'facility',
          id: created.id,
          action: 'created',
        });
        return created;
      });
      return presentFacility(row);
    },

    async update(user: SessionUser, id: string, values: FacilityValues): Promise<FacilityView> {
      if (!isUuid(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const updated = await updateFacility(tx, user.id, id, values);
        if (!updated) throw notFound();
        await announceChange(tx, user.id, { entity: 'facility', id, action: 'updated' });
        return updated;
      });
      return presentFacility(row);
    },

    async archive(user: SessionUser, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await archiveFacility(tx, user.id, id))) throw notFound();
        await announceChange(tx, user.id, { entity: 'facility', id, action: 'archived' });
      });
    },
  };
}

export type FacilityService = ReturnType<typeof createFacilityService>;
