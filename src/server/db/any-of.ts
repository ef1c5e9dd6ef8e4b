import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1)` with the values as one array parameter. Drizzle's `inArray` sends one
 * parameter per value: a file naming 70,000 claims passes PostgreSQL's 65,535-parameter limit,
 * and building the statement overflows the call stack long before that. One parameter has no
 * such limit, and the statement text is the same for any number of values.
 */
export function anyOf(column: PgColumn, values: Iterable<string | number>): SQL {
  const list = [...values];
  // One value as plain equality, as PostgreSQL turns `IN (x)` into: the planner can then walk
  // an index in order (a keyset page) where `= ANY(array)` would make it sort.
  if (list.length === 1) return sql`${column} = ${list[0]}`;
  return sql`${column} = ANY(${sql.param(list)}::${sql.raw(column.getSQLType())}[])`;
}
