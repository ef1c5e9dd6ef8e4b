/** The audit trail. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { newestFirst, serialId, stampMs } from '../../db/columns.ts';

/**
 * The audit trail (HIPAA 164.312(b)): who did what to which record, when, from where, and how
 * it ended. Never a PHI value: entity ids only. Append-only: a trigger (migration
 * 0004_audit_events) refuses UPDATE, DELETE and TRUNCATE, so the app cannot rewrite history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    occurredAt: stampMs('occurred_at'),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    outcome: text('outcome', { enum: ['success', 'denied', 'failure'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, ...newestFirst(table.occurredAt, table.id)),
    index('audit_events_entity_idx').on(table.entityType, table.entityId),
    index('audit_events_occurred_idx').on(...newestFirst(table.occurredAt, table.id)),
  ],
);
