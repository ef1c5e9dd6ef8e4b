/** Column and index builders the tables share, so that each table spells out only its own. */
import {
  type AnyPgColumn,
  bigserial,
  customType,
  type ExtraConfigColumn,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A random UUID primary key, for rows that are named from outside (URLs, cursors, links). */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A counting primary key, for rows only ever read through their parent or in order. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A moment with its time zone, to the microsecond. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A moment kept to the millisecond, what a JavaScript Date holds, so that a list cursor built
 * from a Date names exactly one position in the list.
 */
export const momentMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A moment the database stamps when the row is written, unless the writer gives one. */
export const stamp = (name: string) => moment(name).notNull().defaultNow();

/** The same, to the millisecond (see momentMs). */
export const stampMs = (name: string) => momentMs(name).notNull().defaultNow();

export const createdAt = () => stamp('created_at');

export const updatedAt = () => stamp('updated_at');

/** A required link to a row this one is part of: deleting that row deletes this one too. */
export const partOf = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A required link to a row that must outlive this one (deleting it is refused). */
export const refersTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);

/** A patient's or facility's postal address: street, city, state and ZIP, all required. */
export const postalAddress = () => ({
  addressStreet: text('address_street').notNull(),
  addressCity: text('address_city').notNull(),
  addressState: text('address_state').notNull(),
  addressZip: text('address_zip').notNull(),
});

/**
 * Lists read newest first with `ORDER BY created_at DESC, id DESC`, which in PostgreSQL means
 * NULLS FIRST; an index column must say the same, or the planner cannot walk the index in order
 * and sorts every one of the owner's rows for each page (`src/server/db/list-plans.test.ts`).
 */
const newest = (column: ExtraConfigColumn) => column.desc().nullsFirst();

/** The index columns of a newest-first list: its time, then its id to break ties. */
export const newestFirst = (time: ExtraConfigColumn, id: ExtraConfigColumn) =>
  [newest(time), newest(id)] as const;

/** Raw file bytes (an imported payer response, kept as it arrived). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
