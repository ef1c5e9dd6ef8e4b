import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { agreements } from '../../db/schema.ts';

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
