import type { LiveEntity } from '#domain/common/live-events';
import type { RecordListQuery, RecordPage } from '#domain/records/list';
import type { Db, DbOrTx } from '../../db/database.ts';
import { notFound } from '../../errors/index.ts';
import { positionOf, isUuid, toPage, type ListPosition } from '../lists/index.ts';
import { announceChange } from '../events/index.ts';
import type { SessionUser } from '../users/index.ts';
import type { RecordRows } from './record-rows.ts';

/** What a kind of record (patients, facilities) offers its routes. */
export interface RecordService<Values, View extends { id: string }> {
  list(user: SessionUser, query: RecordListQuery): Promise<RecordPage<View>>;
  get(user: SessionUser, id: string): Promise<View>;
  create(user: SessionUser, values: Values): Promise<View>;
  update(user: SessionUser, id: string, values: Values): Promise<View>;
  archive(user: SessionUser, id: string): Promise<void>;
}

/** A record's row: its owner, and where it stands in her list. */
type OwnedRow = ListPosition & { userId: string };

/** A kind's `ownOfEach`, on its rows. */
function ownOfEachOf<Row extends OwnedRow, View>(
  rows: Pick<RecordRows<Row, unknown>, 'findOwned'>,
  present: (row: Row) => View,
) {
  return async (
    db: DbOrTx,
    wanted: readonly { userId: string; id: string }[],
  ): Promise<(View | undefined)[]> => {
    const found = await rows.findOwned(
      db,
      wanted.filter((record) => isUuid(record.id)),
    );
    const byOwnerAndId = new Map(found.map((row) => [`${row.userId} ${row.id}`, row]));
    return wanted.map((record) => {
      const row = byOwnerAndId.get(`${record.userId} ${record.id}`);
      return row ? present(row) : undefined;
    });
  };
}

/**
 * One kind of the doula's records (patients, facilities). A record belongs to the doula who
 * created it: another user's record (or an archived one) is answered exactly like a missing
 * one, 404, never its data. Every write announces the change, in the same transaction, so
 * open lists on every app server update.
 */
export function recordKind<Row extends OwnedRow, Values, View extends { id: string }>({
  entity,
  rows,
  present,
}: {
  entity: LiveEntity;
  rows: RecordRows<Row, Values>;
  present: (row: Row) => View;
}) {
  /** One of the owner's active records, as her lists show it; undefined for anyone else's. */
  async function own(
    db: DbOrTx,
    userId: string,
    id: string,
    forUpdate = false,
  ): Promise<View | undefined> {
    const row = isUuid(id) ? await rows.find(db, userId, id, forUpdate) : undefined;
    return row ? present(row) : undefined;
  }

  return {
    own: (db: DbOrTx, userId: string, id: string) => own(db, userId, id),

    /**
     * The same, holding the record's row until the transaction `tx` ends: whoever asks for it
     * next with this call waits, and nobody can change or archive it meanwhile.
     */
    ownLocked: (tx: DbOrTx, userId: string, id: string) => own(tx, userId, id, true),

    /** Her active records among the ids given, as her lists show them; others' are left out. */
    async ownMany(db: DbOrTx, userId: string, ids: readonly string[]): Promise<View[]> {
      return (await rows.findMany(db, userId, ids.filter(isUuid))).map(present);
    },

    /**
     * `own` for many (owner, id) at once, in one read: each answer in the order asked, undefined
     * where `own` would answer it (not that owner's, archived, or missing).
     */
    ownOfEach: ownOfEachOf(rows, present),

    /**
     * What the routes call, on behalf of the signed-in doula. `afterUpdate` runs inside an
     * edit's transaction, with the record as saved (her pending claims carrying it follow);
     * `afterCreate` inside the insert's, so work it queues exists only if the record does.
     */
    service(
      db: Db,
      hooks: {
        afterCreate?: (tx: DbOrTx, userId: string, saved: View) => Promise<void>;
        afterUpdate?: (tx: DbOrTx, userId: string, saved: View) => Promise<void>;
      } = {},
    ): RecordService<Values, View> {
      return {
        async list(user, query) {
          const found = await rows.list(db, user.id, {
            query: query.q,
            limit: query.limit,
            after: positionOf(query.cursor),
          });
          return toPage(found, query.limit, present);
        },

        async get(user, id) {
          const found = await own(db, user.id, id);
          if (!found) throw notFound();
          return found;
        },

        async create(user, values) {
          const row = await db.transaction(async (tx) => {
            const created = await rows.insert(tx, user.id, values);
            await announceChange(tx, user.id, { entity, id: created.id, action: 'created' });
            await hooks.afterCreate?.(tx, user.id, present(created));
            return created;
          });
          return present(row);
        },

        async update(user, id, values) {
          if (!isUuid(id)) throw notFound();
          const row = await db.transaction(async (tx) => {
            const updated = await rows.update(tx, user.id, id, values);
            if (!updated) throw notFound();
            await announceChange(tx, user.id, { entity, id, action: 'updated' });
            await hooks.afterUpdate?.(tx, user.id, present(updated));
            return updated;
          });
          return present(row);
        },

        async archive(user, id) {
          if (!isUuid(id)) throw notFound();
          await db.transaction(async (tx) => {
            if (!(await rows.archive(tx, user.id, id))) throw notFound();
            await announceChange(tx, user.id, { entity, id, action: 'archived' });
          });
        },
      };
    },
  };
}
