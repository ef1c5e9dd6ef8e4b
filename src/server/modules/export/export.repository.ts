import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { claimsView, type ClaimRow } from '../claims/claims.views.ts';
import { facilitiesView, type FacilityRow } from '../facilities/facilities.views.ts';
import { patientsView, type PatientRow } from '../patients/patients.views.ts';
import { profileColumns, profileRows } from '../profile/profile.views.ts';
import { userEmails } from '../users/users.views.ts';

/**
 * Read-only, owner-scoped reads for the data export, a page at a time (never an unbounded
 * list in one query). Every query filters on the owner's user id.
 */
export const EXPORT_PAGE_SIZE = 500;

export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: userEmails.email, profile: profileColumns })
    .from(userEmails)
    .leftJoin(profileRows, eq(profileRows.userId, userEmails.id))
    .where(eq(userEmails.id, userId));
  return row;
}

/** Her records as their owners' views read them (decision 054), and the row each one gives. */
type Table = typeof patientsView | typeof facilitiesView | typeof claimsView;
type RowOf<T extends Table> = T extends typeof patientsView
  ? PatientRow
  : T extends typeof facilitiesView
    ? FacilityRow
    : ClaimRow;

async function pageOf<T extends Table>(
  db: Db,
  table: T,
  userId: string,
  after: string | undefined,
) {
  return db
    .select()
    .from(table as typeof claimsView)
    .where(and(eq(table.userId, userId), after ? gt(table.id, after) : undefined))
    .orderBy(asc(table.id))
    .limit(EXPORT_PAGE_SIZE);
}

/** Every row of one of her tables, archived ones included, page by page. */
export async function* ownRows<T extends Table>(db: Db, table: T, userId: string) {
  let after: string | undefined;
  for (;;) {
    const page = await pageOf(db, table, userId, after);
    yield* page as unknown as RowOf<T>[];
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page.at(-1)!.id;
  }
}

export async function countOwn(db: Db, userId: string) {
  const countOf = async (table: Table) => {
    const view = table as typeof claimsView;
    const [row] = await db.select({ n: count() }).from(view).where(eq(view.userId, userId));
    return row?.n ?? 0;
  };
  const [p, f, c] = await Promise.all([
    countOf(patientsView),
    countOf(facilitiesView),
    countOf(claimsView),
  ]);
  return { patients: p, facilities: f, claims: c };
}
