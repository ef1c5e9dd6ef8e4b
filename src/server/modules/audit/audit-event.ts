import type { AuditEventInsert } from './audit.repository.ts';

/** Who did something, for the audit trail (the command line has no user or request). */
export interface AuditActor {
  userId?: string;
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

/**
 * The audit row of a successful change to one record, for the change's own transaction: a
 * change without a signed-in user came from the command line, and says so.
 */
export function changeEventOf(
  actor: AuditActor,
  action: string,
  entity: { type: string; id: string },
): AuditEventInsert {
  return {
    userId: actor.userId ?? null,
    action,
    entityType: entity.type,
    entityId: entity.id,
    outcome: 'success',
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? (actor.userId ? null : 'command line'),
    requestId: actor.requestId ?? null,
  };
}
