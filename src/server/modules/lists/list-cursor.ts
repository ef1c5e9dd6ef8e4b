import type { RecordPage } from '#domain/records/list';
import { decodePair, encodePair, isDate, pageOf } from './cursor-pages.ts';

/**
 * Keyset pagination for lists ordered newest first by (created_at, id): the cursor names the
 * last row of a page. It is opaque to the client (base64url of JSON) and carries no PHI.
 */
export interface ListPosition {
  createdAt: Date;
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function encodeCursor(position: ListPosition): string {
  return encodePair(position.createdAt.toISOString(), position.id);
}

export function decodeCursor(cursor: string): ListPosition {
  const [at, id] = decodePair(cursor, (at, id) => isDate(at) && isUuid(id));
  return { createdAt: new Date(at), id };
}

/** Cuts the extra row a repository fetched (limit + 1) and derives the next cursor from it. */
export function toPage<T extends ListPosition, V>(
  rows: T[],
  limit: number,
  present: (row: T) => V,
): RecordPage<V> {
  return pageOf(rows, limit, encodeCursor, present);
}
