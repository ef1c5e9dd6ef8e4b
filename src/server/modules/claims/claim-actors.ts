/** Who changed a status, for the audit trail (the command line has no user or request). */
export interface StatusChangeActor {
  userId?: string;
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

/** Who changes a status: an operator's email in the console, a label on the command line. */
export interface StatusChangeOperator {
  email?: string;
  /** Recorded as "changed by" when there is no email (e.g. "operator (command line)"). */
  label: string;
  actor?: StatusChangeActor;
}

/** The audit row of a claim change, written in the change's own transaction. */
export function auditEventOf(actor: StatusChangeActor, action: string, claimId: string) {
  return {
    userId: actor.userId ?? null,
    action,
    entityType: 'claim',
    entityId: claimId,
    outcome: 'success' as const,
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? (actor.userId ? null : 'command line'),
    requestId: actor.requestId ?? null,
  };
}
