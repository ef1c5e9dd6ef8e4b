import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { auditEvents } from './audit.tables.ts';
import { anyOf } from '../../db/any-of.ts';
import { preparedSql } from '../../db/prepared.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventInsert = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: DbOrTx, event: AuditEventInsert) {
  await auditEventInsert(db, event);
}

/**
 * The INSERT of one event as a statement not yet sent, for a write that runs it inside its own
 * statement (a data-modifying WITH) instead of one more round trip.
 */
export function auditEventInsert(db: DbOrTx, event: AuditEventInsert) {
  return db.insert(auditEvents).values(event);
}

/** What a batched event carries; the id and the time are the database's. */
const batchedColumns = [
  'userId',
  'action',
  'entityType',
  'entityId',
  'outcome',
  'ip',
  'userAgent',
  'requestId',
] as const;

/**
 * Several events in one statement (and one commit), prepared once per connection: a column of
 * values per field, unnested into rows, so the statement text is the same for any batch size.
 * Every answered request waits for this insert, so it is built once per server
 * (db/prepared.ts), not by the query builder each time.
 */
const batchInsert = preparedSql('audit_events_batch', () => auditEventsInsert());

export async function insertAuditEvents(
  db: Db,
  events: Pick<AuditEventInsert, (typeof batchedColumns)[number]>[],
) {
  if (events.length === 0) return;
  await batchInsert(db, auditEventsValues(events));
}

/**
 * The INSERT of many events as one statement not yet sent (the same unnested columns as the
 * batch above), for a set-based write that runs it inside its own statement. Its values are
 * placeholders (`audit_<field>`, filled from auditEventsValues), so a statement that holds it
 * is built once for any number of events.
 */
export function auditEventsInsert(): SQL {
  return sql`INSERT INTO ${auditEvents} (${sql.join(
    batchedColumns.map((field) => sql.identifier(auditEvents[field].name)),
    sql`, `,
  )}) SELECT * FROM unnest(${sql.join(
    batchedColumns.map(
      (field) =>
        sql`${sql.placeholder(`audit_${field}`)}::${sql.raw(auditEvents[field].getSQLType())}[]`,
    ),
    sql`, `,
  )})`;
}

/** The placeholders' values of auditEventsInsert for these events: a column of values a field. */
export function auditEventsValues(
  events: Pick<AuditEventInsert, (typeof batchedColumns)[number]>[],
): Record<string, unknown[]> {
  return Object.fromEntries(
    batchedColumns.map((field) => [`audit_${field}`, events.map((event) => event[field] ?? null)]),
  );
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
          ? anyOf(
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
