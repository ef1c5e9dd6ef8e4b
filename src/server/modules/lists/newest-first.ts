import { and, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { exactPosition, type ExactPosition } from './exact-position.ts';
import { decodeCursor, type ListPosition } from './list-cursor.ts';

/** Where a page starts: the position its cursor names, or the top of the list without one. */
export const positionOf = (cursor: string | undefined): ListPosition | undefined =>
  cursor ? decodeCursor(cursor) : undefined;

/** Every column of a table and each row's exact position, for the cursor of the next page. */
export function withExactPosition<Table extends PgTable & { createdAt: AnyPgColumn }>(
  table: Table,
) {
  return { ...getTableColumns(table), position: exactPosition(table.createdAt) };
}

/**
 * The rows after `position` in a list read newest first by (time, id): one row comparison, so
 * PostgreSQL starts its scan of an index on (time desc, id desc) at the cursor.
 */
export function rowsAfter(
  time: AnyPgColumn,
  id: AnyPgColumn,
  position: ListPosition | ExactPosition | undefined,
): SQL | undefined {
  if (!position) return undefined;
  const at = 'createdAt' in position ? position.createdAt.toISOString() : position.at;
  return sql`(${time}, ${id}) < (${at}::timestamptz, ${position.id}::uuid)`;
}

/**
 * A list read newest first by (time, id), a page at a time. The rows that follow a page's last
 * one are kept by a single row comparison, so PostgreSQL starts its scan of an index on
 * (time desc, id desc) at the cursor, reads it in `order` and stops after the page.
 */
export function newestFirstBy(time: AnyPgColumn, id: AnyPgColumn) {
  const after = (position: ListPosition | ExactPosition | undefined) =>
    rowsAfter(time, id, position);
  const order = [desc(time), desc(id)] as const;
  return {
    order,
    /**
     * The page of `query` (a `$dynamic()` select) after `position`, among the rows that meet
     * every condition given: limit + 1 rows, the extra one telling whether another page follows.
     */
    page: <Query extends PgSelect>(
      query: Query,
      limit: number,
      position: ListPosition | ExactPosition | undefined,
      ...conditions: (SQL | undefined)[]
    ) =>
      query
        .where(and(...conditions, after(position)))
        .orderBy(...order)
        .limit(limit + 1),
  };
}
