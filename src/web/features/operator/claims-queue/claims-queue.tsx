import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { claimStatuses, claimStatusLabel, type ClaimStatus } from '#domain/claims/status';
import {
  operatorClaimListQuerySchema,
  type OperatorClaimListQuery,
  type OperatorClaimSummary,
} from '#domain/claims/queue';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ClaimFormLinks } from '../../../components/ui/claim-form-links.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { MAX_CLAIMS_PER_PDF } from '#domain/claims/claim-forms';
import { formatCents } from '#domain/billing/money';
import { waitingOnDoulaWords } from '#domain/claims/waiting-fixes';
import { formatDateRange } from '../../../lib/claim-format.ts';
import { ClaimReview } from './claim-review.tsx';
import { FilterForm, useListFilters } from '../filter-form.tsx';
import { ExpandableRow, formatMoment } from '../operator-ui.tsx';
import { listWords, pagedItems, PagedPanel } from '../paged-panel.tsx';
import { BatchActions } from '../batches/batch-actions.tsx';
import { useClaimQueue, type ClaimQueueFilters } from './claims-queue-api.ts';
import { QueueSearch } from './queue-search.tsx';

/**
 * Whether a pending claim can go in a batch: "Ready", or what it waits on the doula to fix
 * ("Waiting on the doula: ZIP+4"), never a bare count of warnings.
 */
function Readiness({ claim }: { claim: OperatorClaimSummary }) {
  if (claim.status !== 'pending') return null;
  const [first] = claim.waitingOn;
  return first ? (
    <span className="op-readiness op-readiness-waiting">{waitingOnDoulaWords(first)}</span>
  ) : (
    <span className="op-readiness op-readiness-ready">Ready</span>
  );
}

/** The check's other warnings (what it waits on is said above), as a count. */
function warningsWords(claim: OperatorClaimSummary) {
  const others = claim.checkWarnings.filter((warning) => !claim.waitingOn.includes(warning.rule));
  if (others.length === 0) return '';
  return ` · ${others.length} ${others.length === 1 ? 'warning' : 'warnings'} from the claim check`;
}

const noFilters = { status: '', provider: '', serviceFrom: '', serviceTo: '' };

/** The filters typed, checked with the server's schema and taken as it reads them (blank ones left out). */
const queueFilterRules = {
  schema: operatorClaimListQuerySchema,
  toInput: (draft: typeof noFilters) =>
    Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')),
  applied: (
    _typed: unknown,
    { status, provider, serviceFrom, serviceTo }: OperatorClaimListQuery,
  ): ClaimQueueFilters => ({
    status,
    provider,
    serviceFrom,
    serviceTo,
  }),
};

const useQueueFilters = () => useListFilters(noFilters, queueFilterRules);

/** The queue's filters: status, provider and service dates, and "Updating…" while they load. */
function QueueFilterForm({
  form: { field, labelled, apply, clear },
  updating,
}: {
  form: ReturnType<typeof useQueueFilters>;
  updating: boolean;
}) {
  return (
    <FilterForm
      label="Filter claims"
      onApply={apply}
      onClear={clear}
      status={
        updating ? (
          <span className="hint" role="status">
            Updating…
          </span>
        ) : null
      }
    >
      {labelled(
        'status',
        'Status',
        <select {...field('status')}>
          <option value="">Any status</option>
          <Options items={claimStatuses} label={(status) => claimStatusLabel[status]} />
        </select>,
      )}
      {labelled(
        'provider',
        'Provider email',
        <input type="email" autoComplete="off" {...field('provider')} />,
      )}
      {labelled(
        'serviceFrom',
        'Service date from',
        <input type="date" {...field('serviceFrom')} />,
      )}
      {labelled('serviceTo', 'Service date to', <input type="date" {...field('serviceTo')} />)}
    </FilterForm>
  );
}

/** What the queue says while it loads and when nothing shows, searched or filtered. */
const claimWords = (search: string, filtered: boolean) =>
  listWords(
    'claim',
    'claims',
    'Loading the claims queue…',
    'No provider has submitted a claim yet.',
    search
      ? `No claims match “${search}”${filtered ? ' with these filters' : ''}. Check the spelling, or search by the start of the last name or the claim ID.`
      : 'No claims match these filters.',
  );

/** Every provider’s claims, newest first, filtered and paged; a claim opens in place. */
export function ClaimsQueue() {
  const listFilters = useQueueFilters();
  const { filters, filtered } = listFilters;
  const [search, setSearch] = useState('');
  const queue = useClaimQueue(filters, search);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (claimId: string, on: boolean) =>
    setSelected((current) =>
      on ? [...current, claimId] : current.filter((value) => value !== claimId),
    );
  const items = pagedItems(queue);

  return (
    <>
      <OpenedClaim />
      <PagedPanel
        title="Claims queue"
        hint="Every provider’s claims, newest first (a search lists them by patient name, or by claim ID). Open a claim to see its details and change its status; the provider sees the new status and your note the next time they load their claims."
        filters={
          <>
            <QueueSearch onSearch={setSearch} busy={search !== '' && queue.isFetching} />
            <QueueFilterForm
              form={listFilters}
              updating={queue.isFetching && !queue.isPending && search === ''}
            />
          </>
        }
        above={<BatchActions claims={items} selected={selected} onSent={() => setSelected([])} />}
        list={queue}
        words={claimWords(search, filtered)}
        filtered={filtered || search !== ''}
        order={search ? 'first' : 'newest'}
        after={
          <ClaimFormLinks
            href={`/api/operator/claims/cms1500?ids=${items
              .slice(0, MAX_CLAIMS_PER_PDF)
              .map((claim) => claim.id)
              .join(',')}`}
            label={`Download the ${Math.min(items.length, MAX_CLAIMS_PER_PDF)} claims shown as claim forms (PDF)`}
            redForms
          />
        }
        row={(claim) => (
          <QueueRow
            key={claim.id}
            claim={claim}
            selected={selected.includes(claim.id)}
            onSelect={(on) => toggle(claim.id, on)}
          />
        )}
      />
    </>
  );
}

/**
 * The claim another section links to (?section=claims&claim=DB-…, its form ID: no patient
 * details in the address), opened above the queue.
 */
function OpenedClaim() {
  const [params] = useSearchParams();
  const formId = params.get('claim') ?? '';
  if (!/^[A-Za-z0-9-]{1,40}$/.test(formId)) return null;
  return (
    <section className="card op-opened-claim" aria-labelledby="op-opened-claim">
      <h3 id="op-opened-claim">Claim {formId}</h3>
      <ClaimReview id={formId} />
      <p>
        <Link to="?section=claims">Close this claim</Link>
      </p>
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
          <Readiness claim={claim} />
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
            {warningsWords(claim)}
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
