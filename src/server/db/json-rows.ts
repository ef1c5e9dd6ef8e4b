import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, turned back
 * into the table's row type by PostgreSQL (`jsonb_populate_recordset`). Drizzle's multi-row
 * insert builds a placeholder per value in JavaScript, which at thousands of rows costs more
 * than the statement itself. For plain columns (text, numbers, dates, text arrays); a column no
 * row names takes its default, so every row names the same columns.
 */
export async function insertJsonRows<T extends Table>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  rowsPerStatement = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const part = rows.slice(start, start + rowsPerStatement).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = (row as Record<string, unknown>)[key];
        // Keep a row that leaves out a column others name from writing null over its default.
        if (value === undefined) throw new Error(`Every row must name ${column.name}.`);
        record[column.name] = value;
      }
      return record;
    });
    await db.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names}
        FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(part)}::jsonb)`,
    );
  }
}
