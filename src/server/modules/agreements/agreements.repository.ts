import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { agreements } from '../../db/schema.ts';
import { exactPosition, type ExactPosition } from '../lists/index.ts';

export type AgreementRow = typeof agreements.$inferSelect;

/** Spec: the latest agreement by creation time; none when nothing is published. */
export async function findCurrentAgreement(db: Db): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(1);
  return row;
}

export async function listAgreements(db: Db, limit = 100): Promise<AgreementRow[]> {
  return db
    .select()
    .from(agreements)
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(limit);
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

/** One page of agreement versions, newest first, plus one row to tell whether more follow. */
export async function listAgreementsPage(
  db: Db,
  options: { limit: number; after?: ExactPosition | undefined },
) {
  return db
    .select({ ...getTableColumns(agreements), position: exactPosition(agreements.createdAt) })
    .from(agreements)
    .where(
      options.after
        ? sql`(${agreements.createdAt}, ${agreements.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(options.limit + 1);
}
