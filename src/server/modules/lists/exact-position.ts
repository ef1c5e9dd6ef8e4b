import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RecordPage } from '#domain/records/list';
import { decodePair, encodePair, isDate, pageOf } from './cursor-pages.ts';

/**
 * Keyset positions for tables whose timestamps keep microseconds (a JavaScript Date would cut
 * them to milliseconds and skip rows created within the same millisecond). The timestamp
 * travels as PostgreSQL's own text, to the microsecond; the cursor is opaque base64url JSON.
 */
export interface ExactPosition {
  at: string;
  id: string;
}

/** The column's value as UTC text with microseconds, for a cursor. */
export function exactPosition(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,18})$/i;

export function encodePosition(position: ExactPosition): string {
  return encodePair(position.at, position.id);
}

export function decodePosition(cursor: string): ExactPosition {
  const [at, id] = decodePair(cursor, (at, id) => TIMESTAMP.test(at) && isDate(at) && ID.test(id));
  return { at, id };
}

/** Cuts the extra row (limit + 1) and derives the next cursor from the last row kept. */
export function toExactPage<T, V>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => ExactPosition,
  present: (row: T) => V,
): RecordPage<V> {
  return pageOf(rows, limit, (row) => encodePosition(positionOf(row)), present);
}
