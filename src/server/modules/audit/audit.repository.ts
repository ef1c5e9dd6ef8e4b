import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { auditEvents, users } from '../../db/schema.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventInsert = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: DbOrTx, event: AuditEventInsert) {
  await db.insert(auditEvents).values(event);
}

/** Several events in one statement (and one commit). */
export async function insertAuditEvents(db: DbOrTx, events: AuditEventInsert[]) {
  if (events.length > 0) await db.insert(auditEvents).values(events);
}

export interface AuditQuery {
  userIds?: string[];
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
  /** The last row of the previous page (newest first). */
  before?: { occurredAt: Date; id: number };
  limit: number;
}

/** Audit events, newest first, a page at a time (plus one row to tell whether more follow). */
export async function queryAuditEvents(db: DbOrTx, query: AuditQuery): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        query.userIds
          ? inArray(
              auditEvents.userId,
              query.userIds.length ? query.userIds : ['00000000-0000-0000-0000-000000000000'],
            )
          : undefined,
        query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
        query.from ? gte(auditEvents.occurredAt, query.from) : undefined,
        query.to ? lte(auditEvents.occurredAt, query.to) : undefined,
        // One row comparison, so the index scan starts at the cursor (an OR would scan from the top).
        query.before
          ? sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (${query.before.occurredAt.toISOString()}::timestamptz, ${query.before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.limit + 1);
}

export async function userIdsForEmail(db: DbOrTx, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return rows.map((row) => row.id);
}
