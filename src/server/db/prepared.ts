import { fillPlaceholders, getTableColumns, is, SQL, sql, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './database.ts';
import * as schema from './schema.ts';

/**
 * Statements a submission sends every time, built by Drizzle's query builder once per server
 * instead of once per call (building one costs more of the app's CPU than PostgreSQL spends
 * running it: decision 113). Each is a named prepared statement, so PostgreSQL also parses it
 * once per connection. It runs on the connection the caller holds: a transaction's own, or
 * the pool, and its rows come back through Drizzle's own mapping, exactly as the query
 * builder's would.
 */

/** Builds statements only: it never connects. */
const builder = drizzle.mock({ schema });
const dialect = new PgDialect();
export type StatementBuilder = typeof builder;

interface DrizzlePrepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** The connection behind a database handle or a transaction (Drizzle keeps it on its session). */
function connectionOf(db: DbOrTx): pg.Pool | pg.PoolClient {
  if ('$client' in db) return db.$client;
  return (db as unknown as { session: { client: pg.PoolClient } }).session.client;
}

/**
 * `build` makes the statement with `sql.placeholder(...)` for its values and `.prepare(name)`
 * (a name unique in the product); the answer runs it with those values on `db`.
 */
export function preparedStatement<Values extends Record<string, unknown>, Result>(
  build: (db: StatementBuilder) => DrizzlePrepared<Result>,
): (db: DbOrTx, values: Values) => Promise<Result> {
  let prepared: DrizzlePrepared<Result> | undefined;
  return (db, values) => {
    prepared ??= build(builder);
    // Drizzle's prepared query sends through its `client`; this call's copy sends through the
    // caller's connection, so a transaction's reads and locks stay in that transaction.
    const onConnection = Object.create(prepared) as DrizzlePrepared<Result> & { client: unknown };
    onConnection.client = connectionOf(db);
    return onConnection.execute(values);
  };
}

/**
 * A statement written as SQL (`sql.placeholder(...)` for its values) whose parts come from
 * several modules, under a name unique in the product: its text is made once per server, and
 * each call answers its rows as PostgreSQL's driver gives them (json already parsed, snake_case
 * names as the SQL names them): the caller maps them.
 */
export function preparedSql<Values extends Record<string, unknown>, Row>(
  name: string,
  build: () => SQL,
): (db: DbOrTx, values: Values) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const result = await connectionOf(db).query({
      name,
      text: query.sql,
      values: fillPlaceholders(query.params, values),
    });
    return result.rows as Row[];
  };
}

/** What `preparedInsert` asks of the caller: the INSERT of these values, not yet prepared. */
type InsertOf<Result> = (
  db: StatementBuilder,
  values: Record<string, unknown>,
) => { prepare(name: string): DrizzlePrepared<Result> };

/** Shapes of one INSERT kept per server; past this many, each further shape is built per call. */
const INSERT_SHAPES = 64;

/**
 * An INSERT into `table` built once per shape of its values: which columns get a value, which
 * are NULL and which keep their default, and any SQL given as a value (its text and values).
 * Every value goes as a parameter, through its column's own mapping, as Drizzle's would; a
 * column with a default worked out in JavaScript gets it now, on every call.
 */
export function preparedInsert<Result>(
  name: string,
  table: Table,
  insertOf: InsertOf<Result>,
): (db: DbOrTx, input: Record<string, unknown>) => Promise<Result> {
  const columns = Object.entries(getTableColumns(table));
  const shapes = new Map<
    string,
    (db: DbOrTx, values: Record<string, unknown>) => Promise<Result>
  >();
  return (db, input) => {
    const built: Record<string, unknown> = {};
    const parameters: Record<string, unknown> = {};
    const shape: string[] = [];
    for (const [key, column] of columns) {
      let value = input[key];
      if (value === undefined) {
        if (column.defaultFn) value = column.defaultFn();
        else if (column.default === undefined && column.onUpdateFn) value = column.onUpdateFn();
        else continue;
      }
      if (value === null) {
        shape.push(`${key}:null`);
        built[key] = sql`null`;
      } else if (is(value, SQL)) {
        shape.push(`${key}:${JSON.stringify(dialect.sqlToQuery(value))}`);
        built[key] = value;
      } else {
        shape.push(key);
        built[key] = sql.placeholder(key);
        parameters[key] = value;
      }
    }
    const signature = shape.join(',');
    let statement = shapes.get(signature);
    if (!statement) {
      const kept = shapes.size < INSERT_SHAPES;
      // A shape not kept goes unnamed: PostgreSQL plans it once, for this call.
      const numbered = kept ? `${name}_${shapes.size}` : '';
      statement = preparedStatement((b) => insertOf(b, built).prepare(numbered));
      if (kept) shapes.set(signature, statement);
    }
    return statement(db, parameters);
  };
}
