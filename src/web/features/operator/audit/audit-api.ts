import type { OperatorAuditEvent } from '#domain/operations/audit';
import { usePagedList } from '../operator-query.ts';

/** What the audit trail is filtered by: a user's email, a record, and a span of moments. */
export type AuditFilters = Partial<
  Record<'user' | 'entityType' | 'entityId' | 'from' | 'to', string>
>;

export const useAuditEvents = (filters: AuditFilters) =>
  usePagedList<OperatorAuditEvent>('/api/operator/audit-events', { ...filters });
