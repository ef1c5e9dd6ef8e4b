import { z } from 'zod';
import { emailFilter, optionalMoment, optionalText } from '#domain/common/list-filters';
import { operatorPageFields } from '#domain/common/list-page';

/**
 * The audit trail as operators read it: who did what to which record, when and from where,
 * filtered by user, record and time, newest first.
 */

export const auditListQuerySchema = z
  .object({
    user: emailFilter,
    entityType: optionalText(50),
    entityId: optionalText(100),
    from: optionalMoment,
    to: optionalMoment,
    ...operatorPageFields,
  })
  .strict();
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export interface OperatorAuditEvent {
  id: number;
  occurredAt: string;
  userId: string | null;
  /** The email of the user who acted (null for the command line or a signed-out caller). */
  userEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  outcome: 'success' | 'denied' | 'failure';
  ip: string | null;
  requestId: string | null;
}

/** The entity types the audit trail records, for the console's filter. */
export const auditEntityTypes = [
  'claim',
  'patient',
  'facility',
  'profile',
  'invitation',
  'agreement',
  'session',
  'audit_event',
  'operator',
  'outbox',
] as const;
