/** The facilities module's reads for other modules (decision 054): a typed, read-only view. */
import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.tables.ts';

export type FacilityRow = typeof facilities.$inferSelect;

/** Every facility column, archived rows included: filter on the owner. */
export const facilitiesView = new QueryBuilder()
  .select(getTableColumns(facilities))
  .from(facilities)
  .as('facility_rows');

/** The table's type only, for the records module's shared row helpers this module calls. */
export type FacilitiesTable = typeof facilities;
