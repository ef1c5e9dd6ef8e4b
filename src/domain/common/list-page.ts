import { z } from 'zod';

/** How a list pages: rows on a page when the client does not say, and the most it may ask. */
export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
}

/**
 * The paging fields of a list query: `limit` rows (from 1 to the list's most, its default when
 * absent) after `cursor`, the opaque `nextCursor` of the previous page.
 */
export const pageQueryFields = ({ defaultLimit, maxLimit }: PageLimits, cursorLength: number) => ({
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  cursor: z.string().max(cursorLength).optional(),
});

/** Every list of the operator console is paged: 25 by default, never more than 100 at a time. */
export const operatorListLimits = { defaultLimit: 25, maxLimit: 100 } as const;

/** The paging fields of an operator console list (cursors up to 300 characters). */
export const operatorPageFields = pageQueryFields(operatorListLimits, 300);

/** A plain operator list: a page size and the cursor of the page before. */
export const operatorPageQuerySchema = z.object(operatorPageFields).strict();
