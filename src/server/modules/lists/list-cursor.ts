import { invalid } from '../../errors/index.ts';

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
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

const invalidCursor = () => invalid('This list position is no longer valid. Please reload.');

export function decodeCursor(cursor: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !isUuid(parsed[1])
  ) {
    throw invalidCursor();
  }
  const createdAt = new Date(parsed[0]);
  if (Number.isNaN(createdAt.getTime())) throw invalidCursor();
  return { createdAt, id: parsed[1] };
}

/** Cuts the extra row a repository fetched (limit + 1) and derives the next cursor from it. */
export function toPage<T extends ListPosition, V>(
  rows: T[],
  limit: number,
  present: (row: T) => V,
): { items: V[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
