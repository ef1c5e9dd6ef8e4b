/** The facilities module's reads for other modules (decision 054): a typed, read-only view. */
import { wholeRowsView } from '../../db/views.ts';
import { facilities } from './facilities.tables.ts';

export type FacilityRow = typeof facilities.$inferSelect;

/** Every facility column, archived rows included: filter on the owner. */
export const facilitiesView = wholeRowsView(facilities, 'facility_rows');

/** The table's type only, for the records module's shared row helpers this module calls. */
export type FacilitiesTable = typeof facilities;
