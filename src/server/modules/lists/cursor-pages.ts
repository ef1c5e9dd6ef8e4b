/**
 * What every list cursor is: a list position (a time and an id) as base64url JSON, opaque to
 * the client and free of PHI; and the page that ends at it.
 */
import type { RecordPage } from '#domain/records/list';
import { invalid } from '../../errors/index.ts';

export function encodePair(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The time and id a cursor carries; `valid` says whether this kind of list can be at them. */
export function decodePair(
  cursor: string,
  valid: (at: string, id: string) => boolean,
): [at: string, id: string] {
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
    !valid(parsed[0], parsed[1])
  ) {
    throw invalid('This list position is no longer valid. Please reload.');
  }
  return [parsed[0], parsed[1]];
}

export const isDate = (text: string) => !Number.isNaN(new Date(text).getTime());

/**
 * Cuts the extra row a repository fetched (limit + 1) and derives the next cursor from the last
 * row kept.
 */
export function pageOf<T, V>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => string,
  present: (row: T) => V,
): RecordPage<V> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}
