import { z } from 'zod';
import { pageQueryFields } from '#domain/common/list-page';
import { storableString } from './storable-text.ts';
import { SEARCH_HEADER } from '#domain/common/api-errors';

/** Lists of patients and facilities: page sizes and the search text's limits. */
export const recordListLimits = { defaultLimit: 50, maxLimit: 200, query: 200 } as const;

/**
 * GET /api/patients and /api/facilities query: `cursor` is the opaque `nextCursor` of the
 * previous page. The search text is NOT here: it may be a patient's name, and URLs end up in
 * proxy and load-balancer logs, so it travels in the `X-Search` header (below).
 */
export const recordListQuerySchema = z.object(pageQueryFields(recordListLimits, 200)).strict();

const searchTooLong = `Please keep the search under ${recordListLimits.query} characters.`;

/**
 * The search text from the `X-Search` header: every word must appear somewhere in the record's
 * details, in any order, ignoring case.
 */
export const recordSearchHeadersSchema = z
  .object({
    [SEARCH_HEADER]: z
      .string()
      .max(recordListLimits.query * 12, searchTooLong)
      .optional()
      .transform((value, ctx) => {
        if (!value) return '';
        try {
          return decodeURIComponent(value);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'The search text could not be read.' });
          return z.NEVER;
        }
      })
      .pipe(storableString().trim().max(recordListLimits.query, searchTooLong)),
  })
  .loose();

export type RecordListQuery = z.output<typeof recordListQuerySchema> & { q: string };

/** One page of a list, newest first; `nextCursor` is null on the last page. */
export interface RecordPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The search words of a query: split on white space, at most 8 (more only slows the search). */
export function searchWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}
