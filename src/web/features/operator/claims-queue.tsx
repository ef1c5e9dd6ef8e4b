import { useId, useState, type FormEvent } from 'react';
import { claimStatuses, claimStatusLabel, type ClaimStatus } from '#domain/claims/status';
import { operatorClaimListQuerySchema, type OperatorClaimSummary } from '#domain/operator';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ClaimFormLinks } from '../../components/ui/claim-form-links.tsx';
import { MAX_CLAIMS_PER_PDF } from '#domain/claims/claim-forms';
import { formatCents } from '#domain/billing/money';
import { formatDateRange } from '../../lib/claim-format.ts';
import { BatchActions } from './batch-actions.tsx';
import { ClaimReview } from './claim-review.tsx';
import { useClaimQueue, type ClaimQueueFilters } from './operator-api.ts';
import { ExpandableRow, fieldErrorHelpers, formatMoment, PagedListView } from './operator-ui.tsx';

const noFilters = { status: '', provider: '', serviceFrom: '', serviceTo: '' };

/** Every provider's claims, newest first, filtered and paged; a claim opens in place. */
export function ClaimsQueue() {
  const [draft, setDraft] = useState(noFilters);
  const [filters, setFilters] = useState<ClaimQueueFilters>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queue = useClaimQueue(filters);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (claimId: string, on: boolean) =>
    setSelected((current) =>
      on ? [...current, claimId] : current.filter((value) => value !== claimId),
    );
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const id = useId();
  const filtered = Object.values(filters).some(Boolean);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = operatorClaimListQuerySchema.safeParse({
      ...Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    const { status, provider, serviceFrom, serviceTo } = parsed.data;
    setFilters({ status, provider, serviceFrom, serviceTo });
  };
  const clear = () => {
    setDraft(noFilters);
    setErrors({});
    setFilters({});
  };
  const { describe, error } = fieldErrorHelpers(id, errors);
  const field = (name: keyof typeof noFilters) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': describe(name),
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Claims queue</h2>
      <p className="hint">
        Every provider’s claims, newest first. Open a claim to see its details and change its
        status; the provider sees the new status and your note the next time they load their claims.
      </p>
      <form className="card op-filters" onSubmit={apply} aria-label="Filter claims">
        <div className="op-filter-grid">
          <div className="field">
            <label htmlFor={`${id}-status`}>Status</label>
            <select {...field('status')}>
              <option value="">Any status</option>
              {claimStatuses.map((status) => (
                <option key={status} value={status}>
                  {claimStatusLabel[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-provider`}>Provider email</label>
            <input type="email" autoComplete="off" {...field('provider')} />
            {error('provider')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-serviceFrom`}>Service date from</label>
            <input type="date" {...field('serviceFrom')} />
            {error('serviceFrom')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-serviceTo`}>Service date to</label>
            <input type="date" {...field('serviceTo')} />
            {error('serviceTo')}
          </div>
        </div>
        <div className="button-row op-filter-actions">
          <button type="submit" className="button button-primary">
            Apply filters
          </button>
          <button type="button" className="button" onClick={clear}>
            Clear filters
          </button>
          {queue.isFetching && !queue.isPending ? (
            <span className="hint" role="status">
              Updating…
            </span>
          ) : null}
        </div>
      </form>
      <BatchActions claims={items} selected={selected} onSent={() => setSelected([])} />
      <PagedListView
        list={queue}
        count={items.length}
        noun="claims"
        one="claim"
        loadingLabel="Loading the claims queue…"
        empty={
          <p>
            {filtered ? 'No claims match these filters.' : 'No provider has submitted a claim yet.'}
          </p>
        }
      >
        <ul className="op-list">
          {items.map((claim) => (
            <QueueRow
              key={claim.id}
              claim={claim}
              selected={selected.includes(claim.id)}
              onSelect={(on) => toggle(claim.id, on)}
            />
          ))}
        </ul>
        {items.length > 0 ? (
          <ClaimFormLinks
            href={`/api/operator/claims/cms1500?ids=${items
              .slice(0, MAX_CLAIMS_PER_PDF)
              .map((claim) => claim.id)
              .join(',')}`}
            label={`Download the ${Math.min(items.length, MAX_CLAIMS_PER_PDF)} claims shown as claim forms (PDF)`}
            redForms
          />
        ) : null}
      </PagedListView>
    </section>
  );
}

function QueueRow({
  claim,
  selected,
  onSelect,
}: {
  claim: OperatorClaimSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  return (
    <ExpandableRow
      before={
        claim.status === 'pending' ? (
          <label className="op-row-select">
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
            />
            Select {claim.formId} for a batch
          </label>
        ) : null
      }
      summary={
        <>
          <span className="op-row-title">
            {claim.formId} · {claim.serviceType}
          </span>
          <StatusBadge status={claim.status as ClaimStatus} />
          <span className="op-row-meta">
            {claim.provider.name || claim.provider.email} ({claim.provider.email}) · Payer{' '}
            {claim.payer.id}
          </span>
          <span className="op-row-meta">
            Service {formatDateRange(claim.serviceDateFrom, claim.serviceDateTo)} · Submitted{' '}
            {formatMoment(claim.createdAt)}
          </span>
          <span className="op-row-meta">
            {claim.lines.length > 0
              ? `${claim.lines.map((line) => line.procedureCode).join(', ')} · ${formatCents(claim.totalChargeCents)} billed, ${formatCents(claim.expectedCents)} expected`
              : 'No service lines'}
            {claim.diagnosisCodes.length > 0 ? ` · ${claim.diagnosisCodes.join(', ')}` : ''}
            {claim.linesDerived ? ' · lines derived' : ''}
            {claim.checkWarnings.length > 0
              ? ` · ${claim.checkWarnings.length} ${claim.checkWarnings.length === 1 ? 'warning' : 'warnings'}`
              : ''}
            {claim.paidCents !== 0 ? ` · ${formatCents(claim.paidCents)} paid` : ''}
          </span>
          {claim.payerReason ? (
            <span className="op-row-meta">Payer: {claim.payerReason}</span>
          ) : null}
          {claim.corrects || claim.correctedBy ? (
            <span className="op-row-meta">
              {claim.corrects
                ? `${claim.frequency === '8' ? 'Void request for' : claim.frequency === '7' ? 'Replaces' : 'Corrects'} ${claim.corrects.formId}`
                : ''}
              {claim.corrects && claim.correctedBy ? ' · ' : ''}
              {claim.correctedBy
                ? `${claim.correctedBy.frequency === '8' ? 'Voided by' : 'Corrected by'} ${claim.correctedBy.formId}`
                : ''}
            </span>
          ) : null}
        </>
      }
      details={() => <ClaimReview id={claim.id} />}
    />
  );
}
