/** Column helpers the tables share. */
import { customType, type ExtraConfigColumn, timestamp } from 'drizzle-orm/pg-core';

/**
 * Lists read newest first with `ORDER BY created_at DESC, id DESC`, which in PostgreSQL means
 * NULLS FIRST; an index column must say the same, or the planner cannot walk the index in order
 * and sorts every one of the owner's rows for each page (`src/server/db/list-plans.test.ts`).
 */
export const newest = (column: ExtraConfigColumn) => column.desc().nullsFirst();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Timestamps of patients and facilities, kept to the millisecond so that a list cursor built
 * from a JavaScript Date (milliseconds) names exactly one position in the list.
 */
export const recordTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** Raw file bytes (an imported payer response, kept as it arrived). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
