import { Column, fillPlaceholders, getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';

/**
 * The hottest statements (the list every doula opens) skip Drizzle's per-row result mapping,
 * which inspects every field of every row, and decode pg's array rows with a mapping worked out
 * once. The statement text still comes from Drizzle's query builder, and every column is decoded
 * by its own Drizzle column, so a row comes out exactly as `db.select()` would give it.
 */

const asText = (value: string) => value;
/** Date and time types (and their arrays) that Drizzle's node-postgres driver receives as text. */
const textTypeIds = new Set([1082, 1114, 1182, 1184, 1185, 1186, 1187, 1115, 1231]);
const drizzleTypeParsers = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    textTypeIds.has(typeId) ? asText : pg.types.getTypeParser(typeId, format),
};

type Decode = ((value: unknown) => unknown) | undefined;

/**
 * Decodes the array rows of `SELECT <every column of table>, <extras…>`: the table's columns as
 * Drizzle maps them, then each extra value as pg parsed it (JSON arrives parsed), into one object.
 */
export function arrayRowDecoder<Row>(
  table: Table,
  extras: readonly string[],
): (values: unknown[]) => Row {
  const fields: [key: string, decode: Decode][] = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [
      key,
      column.mapFromDriverValue === Column.prototype.mapFromDriverValue
        ? undefined
        : (value: unknown) => column.mapFromDriverValue(value),
    ],
  );
  for (const extra of extras) fields.push([extra, undefined]);
  // One object literal with the keys written out, compiled once: V8 builds it with a fixed
  // shape, where assigning sixty computed keys one by one would not. The keys are the
  // schema's own column names, quoted as JSON.
  const decoders = fields.map(([, decode]) => decode);
  const properties = fields.map(([key, decode], index) => {
    const value = `values[${index}]`;
    return decode
      ? `${JSON.stringify(key)}: ${value} === null ? null : decoders[${index}](${value})`
      : `${JSON.stringify(key)}: ${value}`;
  });
  const build = new Function('decoders', `return (values) => ({ ${properties.join(', ')} });`) as (
    decoders: Decode[],
  ) => (values: unknown[]) => Row;
  return build(decoders);
}

/**
 * A named prepared statement from a Drizzle query (its placeholders filled per call), run
 * through the pool in array mode and decoded by `decode`. PostgreSQL parses and plans it once
 * per connection.
 */
export function preparedArrayQuery<Row>(
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  decode: (values: unknown[]) => Row,
) {
  const { sql: text, params } = query.toSQL();
  const config = { name, text, rowMode: 'array' as const, types: drizzleTypeParsers };
  return async (
    pool: pg.Pool | pg.PoolClient,
    placeholders: Record<string, unknown>,
  ): Promise<Row[]> => {
    const result = await pool.query<unknown[]>(config, fillPlaceholders(params, placeholders));
    return result.rows.map(decode);
  };
}

/**
 * A statement built per call, run through the pool in array mode and decoded by `decode`.
 * Unnamed, PostgreSQL plans it for these values each time; `name` (one per text: the same
 * name with another text is refused by the driver) lets it keep the plan per connection.
 */
export async function arrayQuery<Row>(
  pool: pg.Pool | pg.PoolClient,
  query: { sql: string; params: unknown[] },
  decode: (values: unknown[]) => Row,
  name?: string,
): Promise<Row[]> {
  const result = await pool.query<unknown[]>(
    { ...(name ? { name } : {}), text: query.sql, rowMode: 'array', types: drizzleTypeParsers },
    query.params,
  );
  return result.rows.map(decode);
}
