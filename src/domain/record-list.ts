import { z } from 'zod';
import { storableString } from './storable-text.ts';

/** Lists of patients and facilities: page sizes and the search text's limits. */
export const recordListLimits = { defaultLimit: 50, maxLimit: 200, query: 200 } as const;

/**
 * GET /api/patients and /api/facilities query: `q` searches every detail (each word must
 * appear somewhere, in any order, ignoring case); `cursor` is the opaque `nextCursor` of the
 * previous page.
 */
export const recordListQuerySchema = z
  .object({
    q: storableString().trim().max(recordListLimits.query).default(''),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(recordListLimits.maxLimit)
      .default(recordListLimits.defaultLimit),
    cursor: z.string().max(200).optional(),
  })
  .strict();

export type RecordListQuery = z.output<typeof recordListQuerySchema>;

/** One page of a list, newest first; `nextCursor` is null on the last page. */
export interface RecordPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The search words of a query: split on white space, at most 8 (more only slows the search). */
export function searchWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}
