import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalid } from '../../errors/index.ts';

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
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

export function decodePosition(cursor: string): ExactPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !TIMESTAMP.test(parsed[0]) ||
    Number.isNaN(new Date(parsed[0]).getTime()) ||
    !ID.test(parsed[1])
  ) {
    throw invalid('This list position is no longer valid. Please reload.');
  }
  return { at: parsed[0], id: parsed[1] };
}

/** Cuts the extra row (limit + 1) and derives the next cursor from the last row kept. */
export function toExactPage<T, V>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => ExactPosition,
  present: (row: T) => V,
): { items: V[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? encodePosition(positionOf(last)) : null,
  };
}
