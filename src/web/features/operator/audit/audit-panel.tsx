import {
  auditEntityTypes,
  auditListQuerySchema,
  type OperatorAuditEvent,
} from '#domain/operations/audit';
import { Options } from '../../../components/ui/select-options.tsx';
import { FilterForm, useListFilters } from '../filter-form.tsx';
import { formatMoment } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { useAuditEvents, type AuditFilters } from './audit-api.ts';

const noFilters = { user: '', entityType: '', entityId: '', from: '', to: '' };
type Draft = typeof noFilters;

const outcomeLabel = { success: 'Success', denied: 'Refused', failure: 'Failed' } as const;

/** A day in the operator's time zone, from its first to its last millisecond, as ISO moments. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

/** The filters as the server takes them: an email lower-cased, days as moments, blanks left out. */
function typedFilters(draft: Draft): AuditFilters {
  return {
    user: draft.user.trim().toLowerCase() || undefined,
    entityType: draft.entityType || undefined,
    entityId: draft.entityId.trim() || undefined,
    from: draft.from ? startOfDay(draft.from) : undefined,
    to: draft.to ? endOfDay(draft.to) : undefined,
  };
}

const filterRules = {
  schema: auditListQuerySchema,
  toInput: typedFilters,
  reword: (errors: Record<string, string>, draft: Draft) => {
    if (draft.from && draft.to && draft.to < draft.from) {
      errors.to = 'The end of the date range cannot be before its start.';
    }
  },
  applied: (typed: AuditFilters) => typed,
};

const eventWords = listWords(
  'event',
  'events',
  'Loading the audit trail…',
  'No events recorded yet.',
  'No events match these filters.',
);

/** The audit trail: who did what to which record, when and from where; newest first. */
export function AuditPanel() {
  const { field, labelled, filters, filtered, apply, clear } = useListFilters(
    noFilters,
    filterRules,
  );
  const filterForm = (
    <FilterForm label="Filter the audit trail" noValidate onApply={apply} onClear={clear}>
      {labelled('user', 'User email', <input type="email" autoComplete="off" {...field('user')} />)}
      {labelled(
        'entityType',
        'Record type',
        <select {...field('entityType')}>
          <option value="">Any type</option>
          <Options items={auditEntityTypes} label={(type) => type.replace('_', ' ')} />
        </select>,
      )}
      {labelled(
        'entityId',
        'Record id',
        <input autoComplete="off" maxLength={100} {...field('entityId')} />,
      )}
      {labelled('from', 'From date', <input type="date" {...field('from')} />)}
      {labelled('to', 'To date', <input type="date" {...field('to')} />)}
    </FilterForm>
  );
  return (
    <PagedPanel
      title="Audit trail"
      hint="Every access to and change of a record, by providers and operators, newest first. It holds record ids only, never patient details. Opening this page is recorded too."
      filters={filterForm}
      list={useAuditEvents(filters)}
      words={eventWords}
      filtered={filtered}
      row={(event) => <AuditRow key={event.id} event={event} />}
    />
  );
}

function AuditRow({ event }: { event: OperatorAuditEvent }) {
  const who = event.userEmail ?? event.userId ?? 'Command line or signed out';
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">
        {event.action}{' '}
        <span className={`op-outcome op-outcome-${event.outcome}`}>
          {outcomeLabel[event.outcome]}
        </span>
      </p>
      <p className="op-row-meta">
        {formatMoment(event.occurredAt)} · {who}
      </p>
      <p className="op-row-meta">
        Record: {event.entityType}
        {event.entityId ? ` ${event.entityId}` : ''}
      </p>
      <p className="op-row-meta op-small">
        IP {event.ip ?? '—'} · Request {event.requestId ?? '—'}
      </p>
    </li>
  );
}
