/** View builders the modules' read-only views share (decision 054). */
import { getTableColumns } from 'drizzle-orm';
import { type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * Every column of `table`, every row (archived ones included), as a view named `name`: what a
 * module gives others to join like a table, while only it writes the table. The owner filters.
 */
export const wholeRowsView = <Table extends PgTable, Name extends string>(
  table: Table,
  name: Name,
) =>
  new QueryBuilder()
    .select(getTableColumns(table))
    // Widened: the builder's check against data-modifying subqueries cannot see through a type
    // parameter, and a table is never one.
    .from(table as PgTable)
    .as(name);
