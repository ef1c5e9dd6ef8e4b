import { useId, useState, type FormEvent } from 'react';
import { auditEntityTypes, type OperatorAuditEvent } from '#domain/operator';
import { z } from 'zod';
import { useAuditEvents, type AuditFilters } from './operator-api.ts';
import { fieldErrorHelpers, formatMoment, PagedListView } from './operator-ui.tsx';

const noFilters = { user: '', entityType: '', entityId: '', from: '', to: '' };
type Draft = typeof noFilters;

const outcomeLabel = { success: 'Success', denied: 'Refused', failure: 'Failed' } as const;

/** A day in the operator's time zone, from its first to its last millisecond, as ISO moments. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

function toFilters(draft: Draft): { filters: AuditFilters; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const user = draft.user.trim().toLowerCase();
  if (user && !z.email().safeParse(user).success) {
    errors.user = 'Enter a whole email address, e.g. name@example.com.';
  }
  if (draft.from && draft.to && draft.to < draft.from) {
    errors.to = 'The end of the date range cannot be before its start.';
  }
  return {
    errors,
    filters: {
      user: user || undefined,
      entityType: draft.entityType || undefined,
      entityId: draft.entityId.trim() || undefined,
      from: draft.from ? startOfDay(draft.from) : undefined,
      to: draft.to ? endOfDay(draft.to) : undefined,
    },
  };
}

/** The audit trail: who did what to which record, when and from where; newest first. */
export function AuditPanel() {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(noFilters);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const events = useAuditEvents(filters);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = toFilters(draft);
    setErrors(result.errors);
    if (Object.keys(result.errors).length === 0) setFilters(result.filters);
  };
  const { describe, error } = fieldErrorHelpers(id, errors);
  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    value: draft[name],
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': describe(name),
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Audit trail</h2>
      <p className="hint">
        Every access to and change of a record, by providers and operators, newest first. It holds
        record ids only, never patient details. Opening this page is recorded too.
      </p>
      <form
        className="card op-filters"
        onSubmit={apply}
        aria-label="Filter the audit trail"
        noValidate
      >
        <div className="op-filter-grid">
          <div className="field">
            <label htmlFor={`${id}-user`}>User email</label>
            <input type="email" autoComplete="off" {...field('user')} />
            {error('user')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-entityType`}>Record type</label>
            <select {...field('entityType')}>
              <option value="">Any type</option>
              {auditEntityTypes.map((type) => (
                <option key={type} value={type}>
                  {type.replace('_', ' ')}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-entityId`}>Record id</label>
            <input autoComplete="off" maxLength={100} {...field('entityId')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>From date</label>
            <input type="date" {...field('from')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To date</label>
            <input type="date" {...field('to')} />
            {error('to')}
          </div>
        </div>
        <div className="button-row op-filter-actions">
          <button type="submit" className="button button-primary">
            Apply filters
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDraft(noFilters);
              setErrors({});
              setFilters({});
            }}
          >
            Clear filters
          </button>
        </div>
      </form>
      <PagedListView
        list={events}
        count={items.length}
        noun="events"
        one="event"
        loadingLabel="Loading the audit trail…"
        empty={<p>{filtered ? 'No events match these filters.' : 'No events recorded yet.'}</p>}
      >
        <ul className="op-list">
          {items.map((event) => (
            <AuditRow key={event.id} event={event} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}

function AuditRow({ event }: { event: OperatorAuditEvent }) {
  const who = event.userEmail ?? event.userId ?? 'Command line or signed out';
  return (
    <li className="op-row op-card op-compact">
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
