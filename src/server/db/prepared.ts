import { drizzle } from 'drizzle-orm/node-postgres';
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
