/** The facilities module's table: a doula's facilities. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { postalAddress, uuidId } from '../../db/columns.ts';
import { archivable, ownerActiveIndex, ownerId } from '../../db/owned.ts';

/** A doula's facilities: where services happen. Archived, never deleted. */
export const facilities = pgTable(
  'facilities',
  {
    id: uuidId(),
    userId: ownerId(),
    name: text('name').notNull(),
    ...postalAddress(),
    npiNumber: text('npi_number').notNull(),
    // Sets the place of service; facilities from before kinds existed are hospitals.
    kind: text('kind').notNull().default('hospital'),
    ...archivable(),
  },
  (table) => [ownerActiveIndex('facilities_owner_active_created_idx', table)],
);
