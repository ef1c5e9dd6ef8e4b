import { sql } from 'drizzle-orm';
import type { FacilityValues } from '#domain/records/facility';
import { facilities } from './facilities.tables.ts';
import { recordRows, type RecordRows } from '../records/index.ts';

export type FacilityRow = typeof facilities.$inferSelect;

/** Everything a doula may search a facility by: name, address parts, NPI. */
const searchable = sql`concat_ws(' ', ${facilities.name},
  ${facilities.addressStreet}, ${facilities.addressCity}, ${facilities.addressState}, ${facilities.addressZip},
  ${facilities.npiNumber})`;

/** The owner's facilities as stored: a facility's values are its columns. */
export const facilityRows: RecordRows<FacilityRow, FacilityValues> = recordRows(
  facilities,
  searchable,
);
