import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { operatorGrants } from './operators.tables.ts';

export type OperatorGrantRow = typeof operatorGrants.$inferSelect;

const normalize = (email: string) => email.trim().toLowerCase();

/** The active (not revoked) grant of an email: there is at most one. */
const activeGrantOf = (email: string) =>
  and(eq(operatorGrants.email, normalize(email)), isNull(operatorGrants.revokedAt));

/** The active grant of this email, if any. */
export async function findActiveGrant(db: DbOrTx, email: string) {
  const [row] = await db.select().from(operatorGrants).where(activeGrantOf(email)).limit(1);
  return row;
}

/** Grants access unless an active grant exists; answers the new row, or undefined. */
export async function insertGrant(db: DbOrTx, email: string, grantedBy: string) {
  const [row] = await db
    .insert(operatorGrants)
    .values({ email: normalize(email), grantedBy })
    .onConflictDoNothing({
      target: operatorGrants.email,
      where: sql`revoked_at IS NULL`,
    })
    .returning();
  return row;
}

/** Revokes the active grant of this email; answers the revoked row, or undefined when none. */
export async function revokeGrant(db: DbOrTx, email: string, revokedBy: string) {
  const [row] = await db
    .update(operatorGrants)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(activeGrantOf(email))
    .returning();
  return row;
}

/** Every grant, newest first, active and revoked (the history of who had access when). */
export async function listGrants(db: DbOrTx, limit = 200): Promise<OperatorGrantRow[]> {
  return db
    .select()
    .from(operatorGrants)
    .orderBy(desc(operatorGrants.grantedAt), desc(operatorGrants.id))
    .limit(limit);
}
