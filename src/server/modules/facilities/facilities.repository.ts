import { and, eq, sql } from 'drizzle-orm';
import type { FacilityValues } from '#domain/facility';
import type { DbOrTx } from '../../db/database.ts';
import { facilities } from '../../db/schema.ts';
import type { ListPosition } from '../lists/index.ts';
import { activeRowsOf, newestFirst, searchCondition } from '../lists/index.ts';

export type FacilityRow = typeof facilities.$inferSelect;

/** Everything a doula may search a facility by: name, address parts, NPI. */
const searchable = sql`concat_ws(' ', ${facilities.name},
  ${facilities.addressStreet}, ${facilities.addressCity}, ${facilities.addressState}, ${facilities.addressZip},
  ${facilities.npiNumber})`;

/** One page of the owner's active facilities, newest first, plus one row to tell if more follow. */
export async function listFacilities(
  db: DbOrTx,
  userId: string,
  options: { query: string; limit: number; after: ListPosition | undefined },
): Promise<FacilityRow[]> {
  return db
    .select()
    .from(facilities)
    .where(
      and(
        activeRowsOf(facilities, userId, options.after),
        searchCondition(searchable, options.query),
      ),
    )
    .orderBy(...newestFirst(facilities))
    .limit(options.limit + 1);
}

/** The owner's active facility with this id, or undefined (someone else's reads as missing). */
export async function findFacility(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select()
    .from(facilities)
    .where(
      and(eq(facilities.id, id), eq(facilities.userId, userId), eq(facilities.deleted, false)),
    );
  return row;
}

export async function insertFacility(
  db: DbOrTx,
  userId: string,
  values: FacilityValues,
): Promise<FacilityRow> {
  const [row] = await db
    .insert(facilities)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateFacility(
  db: DbOrTx,
  userId: string,
  id: string,
  values: FacilityValues,
): Promise<FacilityRow | undefined> {
  const [row] = await db
    .update(facilities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(facilities.id, id), eq(facilities.userId, userId), eq(facilities.deleted, false)))
    .returning();
  return row;
}

/** Soft delete (archiving): deleted, deleted_at and updated_at. False when not found. */
export async function archiveFacility(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(facilities)
    .set({ deleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(facilities.id, id), eq(facilities.userId, userId), eq(facilities.deleted, false)))
    .returning({ id: facilities.id });
  return rows.length === 1;
}
