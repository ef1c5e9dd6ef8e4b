import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { claims } from '../claims/claims.tables.ts';
import { facilities } from '../facilities/facilities.tables.ts';
import { patients } from '../patients/patients.tables.ts';
import { profiles } from '../profile/profile.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Read-only, owner-scoped reads for the data export, a page at a time (never an unbounded
 * list in one query). Every query filters on the owner's user id.
 */
export const EXPORT_PAGE_SIZE = 500;

export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

type Table = typeof patients | typeof facilities | typeof claims;

async function pageOf<T extends Table>(
  db: Db,
  table: T,
  userId: string,
  after: string | undefined,
) {
  return db
    .select()
    .from(table as Table)
    .where(and(eq(table.userId, userId), after ? gt(table.id, after) : undefined))
    .orderBy(asc(table.id))
    .limit(EXPORT_PAGE_SIZE);
}

/** Every row of one of her tables, archived ones included, page by page. */
export async function* ownRows<T extends Table>(db: Db, table: T, userId: string) {
  let after: string | undefined;
  for (;;) {
    const page = await pageOf(db, table, userId, after);
    yield* page as T['$inferSelect'][];
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page.at(-1)!.id;
  }
}

export async function countOwn(db: Db, userId: string) {
  const count = async (table: Table) => db.$count(table, eq(table.userId, userId));
  const [p, f, c] = await Promise.all([count(patients), count(facilities), count(claims)]);
  return { patients: p, facilities: f, claims: c };
}
