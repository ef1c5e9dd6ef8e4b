import { and, eq, like } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { agreementAcceptances, agreements } from './agreements.tables.ts';
import { newestFirstBy, withExactPosition, type ExactPosition } from '../lists/index.ts';

export type AgreementRow = typeof agreements.$inferSelect;

const agreementList = newestFirstBy(agreements.createdAt, agreements.id);

/** The newest versions first, `limit` of them. */
export async function listAgreements(db: Db, limit = 100): Promise<AgreementRow[]> {
  return db
    .select()
    .from(agreements)
    .orderBy(...agreementList.order)
    .limit(limit);
}

/** The current agreement is the latest by creation time; none when nothing is published. */
export async function findCurrentAgreement(db: Db): Promise<AgreementRow | undefined> {
  const [latest] = await listAgreements(db, 1);
  return latest;
}

export async function findAgreementByVersion(db: Db, version: string) {
  const [row] = await db.select().from(agreements).where(eq(agreements.version, version));
  return row;
}

/** Publishes a version; it becomes current at once. Versions are unique. */
export async function insertAgreement(
  db: Db,
  values: { version: string; content: string; publishedBy: string },
) {
  const [row] = await db.insert(agreements).values(values).returning();
  return row!;
}

/**
 * Puts the complete agreement in place of the template earlier versions seeded under the same
 * version label (only a row the seed published, only while it still reads as that template).
 */
export async function replaceSeededTemplate(
  db: Db,
  values: { version: string; opening: string; content: string },
): Promise<boolean> {
  const rows = await db
    .update(agreements)
    .set({ content: values.content })
    .where(
      and(
        eq(agreements.version, values.version),
        eq(agreements.publishedBy, 'seed'),
        like(agreements.content, `${values.opening}%`),
      ),
    )
    .returning({ id: agreements.id });
  return rows.length > 0;
}

/** One page of agreement versions, newest first, plus one row to tell whether more follow. */
export async function listAgreementsPage(
  db: Db,
  options: { limit: number; after?: ExactPosition | undefined },
) {
  return agreementList.page(
    db.select(withExactPosition(agreements)).from(agreements).$dynamic(),
    options.limit,
    options.after,
  );
}

/** Her acceptance of an agreement version (registration writes it in its transaction). */
export async function recordAgreementAcceptance(db: DbOrTx, userId: string, version: string) {
  await db.insert(agreementAcceptances).values({ userId, version });
}
