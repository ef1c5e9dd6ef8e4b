import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedStatement, type StatementBuilder } from '../../db/prepared.ts';
import type { FacilitiesTable } from '../facilities/facilities.views.ts';
import type { PatientsTable } from '../patients/patients.views.ts';
import { type ListPosition, activeRowsOf, newestFirst, searchCondition } from '../lists/index.ts';
import { anyOf } from '../../db/any-of.ts';

/** The tables of the doula's records: each row has its owner, an archive flag and timestamps. */
type RecordTable = PatientsTable | FacilitiesTable;

export interface RecordListOptions {
  query: string;
  limit: number;
  after: ListPosition | undefined;
}

/** The owner-scoped reads and writes of one kind of record, on its rows as stored. */
export interface RecordRows<Row, Columns> {
  /** One page of the owner's active records, newest first, plus one row to tell if more follow. */
  list(db: DbOrTx, userId: string, options: RecordListOptions): Promise<Row[]>;
  /**
   * The owner's active record with this id, or undefined (someone else's reads as missing).
   * With `forUpdate`, the row stays locked until the transaction ends.
   */
  find(db: DbOrTx, userId: string, id: string, forUpdate?: boolean): Promise<Row | undefined>;
  /** Her active records among the ids given (a page of them at most); others' ids find nothing. */
  findMany(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Row[]>;
  /** The active records named, each only where it is its named owner's (many owners at once). */
  findOwned(db: DbOrTx, wanted: readonly { userId: string; id: string }[]): Promise<Row[]>;
  insert(db: DbOrTx, userId: string, columns: Columns): Promise<Row>;
  /** Undefined when she has no active record with this id. */
  update(db: DbOrTx, userId: string, id: string, columns: Columns): Promise<Row | undefined>;
  /** Soft delete (archiving): deleted, deleted_at and updated_at. False when not found. */
  archive(db: DbOrTx, userId: string, id: string): Promise<boolean>;
}

/**
 * One of her active records by id, as it is and locked for the transaction: what every claim
 * submission and edit reads first, so built once (db/prepared.ts).
 */
function oneOwnStatements(records: RecordTable) {
  const oneOwn = (db: StatementBuilder) =>
    db
      .select()
      .from(records)
      .where(
        and(
          eq(records.id, sql.placeholder('id')),
          eq(records.userId, sql.placeholder('userId')),
          eq(records.deleted, false),
        ),
      );
  const name = getTableName(records);
  return {
    find: preparedStatement((db) => oneOwn(db).prepare(`${name}_find_own`)),
    findLocked: preparedStatement((db) =>
      oneOwn(db).for('no key update').prepare(`${name}_find_own_locked`),
    ),
  };
}

/**
 * The rows of one records table: every query filters on the owner and leaves archived rows
 * out, and the list reads the table's partial index (owner, created_at desc, id desc) in order.
 * `searchable` is the text a search looks in.
 */
export function recordRows<T extends RecordTable>(
  table: T,
  searchable: SQL,
): RecordRows<T['$inferSelect'], Omit<T['$inferInsert'], 'userId'>> {
  type Row = T['$inferSelect'];
  // Drizzle types a query on a union of tables field by field; the rows are this table's.
  const records: RecordTable = table;
  const activeOwn = (userId: string, which: SQL) =>
    and(which, eq(records.userId, userId), eq(records.deleted, false));
  const { find, findLocked } = oneOwnStatements(records);

  return {
    list: async (db, userId, options) =>
      (await db
        .select()
        .from(records)
        .where(
          and(
            activeRowsOf(records, userId, options.after),
            searchCondition(searchable, options.query),
          ),
        )
        .orderBy(...newestFirst(records))
        .limit(options.limit + 1)) as Row[],

    async find(db, userId, id, forUpdate = false) {
      const [row] = await (forUpdate ? findLocked : find)(db, { userId, id });
      return row as Row | undefined;
    },

    async findMany(db, userId, ids) {
      if (ids.length === 0) return [];
      return (await db
        .select()
        .from(records)
        .where(activeOwn(userId, anyOf(records.id, [...ids])))) as Row[];
    },

    async findOwned(db, wanted) {
      if (wanted.length === 0) return [];
      const ids = sql.param(wanted.map((record) => record.id));
      const owners = sql.param(wanted.map((record) => record.userId));
      return (await db
        .select()
        .from(records)
        .where(
          and(
            // The ids alone first, so the primary key finds the rows; then each one's owner.
            sql`${records.id} = ANY(${ids}::uuid[])`,
            sql`(${records.userId}, ${records.id}) IN (SELECT * FROM unnest(${owners}::uuid[], ${ids}::uuid[]))`,
            eq(records.deleted, false),
          ),
        )) as Row[];
    },

    async insert(db, userId, columns) {
      const [row] = await db
        .insert(records)
        .values({ ...columns, userId } as T['$inferInsert'])
        .returning();
      return row as Row;
    },

    async update(db, userId, id, columns) {
      const [row] = await db
        .update(records)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(activeOwn(userId, eq(records.id, id)))
        .returning();
      return row as Row | undefined;
    },

    async archive(db, userId, id) {
      const rows = await db
        .update(records)
        .set({ deleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(activeOwn(userId, eq(records.id, id)))
        .returning({ id: records.id });
      return rows.length === 1;
    },
  };
}
