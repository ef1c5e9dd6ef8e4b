import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/database.ts';
import { invitationCheckFailures, invitations } from './invitations.tables.ts';
import { newestFirstBy, withExactPosition, type ExactPosition } from '../lists/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Product rule: up to 5 invitation records whose email equals the user's email in lower case. */
export async function findInvitationsForEmail(
  db: Db,
  email: string,
  limit = 5,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.email, email.toLowerCase()))
    .orderBy(desc(invitations.createdAt))
    .limit(limit);
}

export async function hasRedeemedInvitation(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.redeemedByUserId, userId))
    .limit(1);
  return Boolean(row);
}

export async function insertInvitation(
  db: Db,
  values: { email: string; codeHashes: string[]; codeEndings: string[]; createdBy: string },
) {
  const [row] = await db
    .insert(invitations)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

export async function listInvitations(db: Db, options: { email?: string; limit?: number } = {}) {
  const query = db.select().from(invitations);
  const filtered = options.email
    ? query.where(eq(invitations.email, options.email.toLowerCase()))
    : query;
  return filtered.orderBy(desc(invitations.createdAt)).limit(options.limit ?? 200);
}

/**
 * Marks the invitation redeemed by this user, unless someone else redeemed it first.
 * Returns false when it was not available.
 */
export async function redeemInvitation(
  db: Db,
  invitationId: string,
  userId: string,
): Promise<boolean> {
  const updated = await db
    .update(invitations)
    .set({ redeemedByUserId: userId, redeemedAt: sql`coalesce(${invitations.redeemedAt}, now())` })
    .where(
      and(
        eq(invitations.id, invitationId),
        sql`${invitations.revokedAt} IS NULL`,
        sql`(${invitations.redeemedByUserId} IS NULL OR ${invitations.redeemedByUserId} = ${userId})`,
      ),
    )
    .returning({ id: invitations.id });
  return updated.length === 1;
}

export async function recordCheckFailure(db: Db, userId: string) {
  await db.insert(invitationCheckFailures).values({ userId });
}

export async function countRecentCheckFailures(db: Db, userId: string) {
  const [row] = await db
    .select({
      lastMinute: sql<number>`count(*) FILTER (WHERE ${invitationCheckFailures.createdAt} > now() - interval '1 minute')::int`,
      lastHour: sql<number>`count(*)::int`,
    })
    .from(invitationCheckFailures)
    .where(
      and(
        eq(invitationCheckFailures.userId, userId),
        sql`${invitationCheckFailures.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return row ?? { lastMinute: 0, lastHour: 0 };
}

const invitationList = newestFirstBy(invitations.createdAt, invitations.id);

/** One page of invitations, newest first (for one email, if given), plus one row to tell whether more follow. */
export async function listInvitationsPage(
  db: Db,
  options: { email?: string | undefined; limit: number; after?: ExactPosition | undefined },
) {
  return invitationList.page(
    db.select(withExactPosition(invitations)).from(invitations).$dynamic(),
    options.limit,
    options.after,
    options.email ? eq(invitations.email, options.email.toLowerCase()) : undefined,
  );
}

export async function findInvitationById(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** Sets revoked_at once (a second revoke keeps the first time); answers the row. */
export async function revokeInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: sql`coalesce(${invitations.revokedAt}, now())` })
    .where(eq(invitations.id, id))
    .returning();
  return row;
}

/** Invitations whose codes were written before codes were hashed (a batch of them). */
export async function findPlainCodesPending(db: Db, limit: number) {
  return db
    .select({ id: invitations.id, plainCodes: invitations.plainCodesPending })
    .from(invitations)
    .where(sql`${invitations.plainCodesPending} IS NOT NULL`)
    .limit(limit);
}

/** Replaces an invitation's plain codes with their hashes and endings, if still pending. */
export async function replacePlainCodes(
  db: Db,
  id: string,
  values: { codeHashes: string[]; codeEndings: string[] },
) {
  await db
    .update(invitations)
    .set({ ...values, plainCodesPending: null })
    .where(and(eq(invitations.id, id), sql`${invitations.plainCodesPending} IS NOT NULL`));
}
