/**
 * The audit trail: who did what to which record, when, from where. Writers record events
 * (inside their own transaction when the event belongs to a change); readers page through them.
 */
export { changeEventOf, type AuditActor } from './audit-event.ts';
export { createAuditService, type AuditService } from './audit.service.ts';
export {
  auditEventsInsert,
  auditEventsValues,
  insertAuditEvent as recordAuditEvent,
  insertAuditEvents as recordAuditEvents,
  type AuditEventInsert,
} from './audit.repository.ts';
