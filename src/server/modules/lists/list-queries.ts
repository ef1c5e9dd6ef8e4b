import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from '#domain/records/list';
import type { ListPosition } from './list-cursor.ts';
import { rowsAfter } from './newest-first.ts';

/** `%word%` for LIKE, with LIKE's own wildcards in the word taken literally. */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Each word of the query must appear (case-insensitively) somewhere in the record's searchable
 * text; the order of words does not matter. Undefined when there is nothing to search for.
 */
export function searchCondition(searchable: SQL, query: string): SQL | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${searchable} ILIKE ${likeContains(word)}`));
}

interface ListColumns {
  userId: AnyPgColumn;
  deleted: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/** The owner's active rows after the cursor: matches the partial index (owner, created_at desc, id desc). */
export function activeRowsOf(
  table: ListColumns,
  userId: string,
  after: ListPosition | undefined,
): SQL {
  return and(
    eq(table.userId, userId),
    eq(table.deleted, false),
    rowsAfter(table.createdAt, table.id, after),
  )!;
}

export const newestFirst = (table: ListColumns) => [desc(table.createdAt), desc(table.id)];

/** Whether a write failed on a unique index (PostgreSQL 23505), directly or as the cause. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    (error as { cause?: { code?: unknown } }).cause?.code === '23505');
