import type { OperatorAuditEvent } from '#domain/operations/audit';
import type { AuditEventRow } from './audit.repository.ts';

/** One event as the console and the command line show it, with the email of who acted. */
export const presentAuditEvent = (
  row: AuditEventRow,
  emails: Map<string, string>,
): OperatorAuditEvent => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  userId: row.userId,
  userEmail: row.userId ? (emails.get(row.userId) ?? null) : null,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  outcome: row.outcome,
  ip: row.ip,
  requestId: row.requestId,
});
