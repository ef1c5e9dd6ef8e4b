import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '#domain/common/messages';
import { claimStatuses, claimStatusLabel } from '#domain/claims/status';
// The money module alone keeps this first-load route within its script budget.
import { formatCents } from '#domain/billing/money';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useLiveUpdates } from '../../live/live-updates.ts';
import type { ClaimListOrder } from '#domain/claims/search';
import { AttentionFilter, WaitingFixBanners } from './attention.tsx';
import { ClaimSearchBar } from './claim-search.tsx';
import { ClaimRow } from './claim-row.tsx';
import {
  claimsKey,
  noClaimFilters,
  useClaims,
  useClaimTotals,
  type ClaimFilters,
} from './claims-api.ts';
import { FirstStepsChecklist, useFirstRun } from './first-steps.tsx';
import { FiltersDisclosure } from './filters-disclosure.tsx';
import { MoneyAtAGlance } from './money-at-a-glance.tsx';
import './claims.css';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** Claims (/claims): every submitted claim with its status, newest first. */
export function ClaimsPage() {
  // ?attention=1 (the count beside Claims links there) opens the list on that filter.
  const [filters, setFilters] = useState<ClaimFilters>(() => ({
    ...noClaimFilters,
    attention: new URLSearchParams(window.location.search).get('attention') === '1' ? '1' : '',
  }));
  const [query, setQuery] = useState('');
  const [searchBar, setSearchBar] = useState(0);
  const [order, setOrder] = useState<ClaimListOrder>('newest');
  const claims = useClaims(filters, { search: query, order });
  const filtered = Object.values(filters).some(Boolean);
  // When her claims cannot be loaded, nothing else on the page can be either: one calm
  // message with one retry stands in for the money, the totals and the list.
  const loadFailed = claims.isError && !claims.data;
  // An operator's status change shows here without a reload.
  useLiveUpdates();
  const firstRun = useFirstRun();

  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>Claims</h1>
          <p className="subtitle">
            Check the status of every claim you've submitted. Select one to see its details.
          </p>
        </div>
      </div>
      {loadFailed ? (
        <ClaimsLoadFailed />
      ) : (
        <>
          {firstRun ? <FirstStepsChecklist steps={firstRun} /> : null}
          <WaitingFixBanners />
          <MoneyAtAGlance />
          <ClaimSearchBar
            key={searchBar}
            onSearch={setQuery}
            order={order}
            onOrder={setOrder}
            busy={claims.isFetching && claims.isPlaceholderData}
          />
          <FiltersDisclosure active={filtered}>
            <ClaimFilterBar filters={filters} onChange={setFilters} />
          </FiltersDisclosure>
          {/* The totals add up the filters' claims; a search shows only what it found. */}
          {query ? null : <ClaimTotalsBar filters={filters} filtered={filtered} />}
          <ClaimList
            claims={claims}
            filtered={filtered}
            searched={query !== ''}
            firstRun={Boolean(firstRun)}
            onClearFilters={() => setFilters(noClaimFilters)}
            onClearSearch={() => {
              setQuery('');
              setSearchBar((n) => n + 1);
            }}
          />
        </>
      )}
      <p className="page-footer-link">
        <Link to="/new-claim" className="button button-primary">
          Submit New Claim
        </Link>
      </p>
    </section>
  );
}

/**
 * Her claims could not be loaded: one message and one retry, which asks again for everything
 * the page shows (the list, the totals, her money), so each part comes back together.
 */
function ClaimsLoadFailed() {
  const queries = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  async function retry() {
    setRetrying(true);
    await queries.refetchQueries({ queryKey: claimsKey });
    setRetrying(false);
  }
  return (
    <div className="card empty-state" role="status">
      <p>{messages.claim.loadFailed}</p>
      <BusyButton className="button" busy={retrying} busyLabel="Trying again…" onClick={retry}>
        Try again
      </BusyButton>
    </div>
  );
}

/** Her claims, or why there are none to show: loading, failed, nothing matches, none yet. */
function ClaimList({
  claims,
  filtered,
  searched,
  firstRun,
  onClearFilters,
  onClearSearch,
}: {
  claims: ReturnType<typeof useClaims>;
  filtered: boolean;
  searched: boolean;
  onClearSearch(): void;
  /** Whether a new doula's first steps are shown above. */
  firstRun: boolean;
  onClearFilters(): void;
}) {
  const list = claims.data?.pages.flatMap((page) => page.items) ?? [];
  if (claims.isPending) return <LoadingState label="Loading your claims…" />;
  if (list.length === 0 && searched)
    return (
      <div className="card empty-state">
        <p>No claims match your search.</p>
        <button type="button" className="button" onClick={onClearSearch}>
          Clear search
        </button>
      </div>
    );
  if (list.length === 0 && filtered)
    return (
      <div className="card empty-state">
        <p>No claims match these filters.</p>
        <button type="button" className="button" onClick={onClearFilters}>
          Clear filters
        </button>
      </div>
    );
  // A new doula's first steps (above) stand in for the bare empty list.
  if (list.length === 0 && firstRun) return null;
  if (list.length === 0)
    return (
      <div className="card empty-state">
        <p>{messages.claim.noClaims}</p>
        <Link to="/new-claim" className="button button-primary">
          Submit Your First Claim
        </Link>
      </div>
    );
  return (
    <>
      <ul className="card-list">
        {list.map((claim) => (
          <ClaimRow key={claim.id} claim={claim} />
        ))}
      </ul>
      {claims.hasNextPage ? (
        <BusyButton
          className="button"
          busy={claims.isFetchingNextPage}
          busyLabel="Loading…"
          onClick={() => void claims.fetchNextPage()}
        >
          Show more claims
        </BusyButton>
      ) : null}
    </>
  );
}

/** Which claims the list (and its totals) shows: by status and by date of service. */
function ClaimFilterBar({
  filters,
  onChange,
}: {
  filters: ClaimFilters;
  onChange(filters: ClaimFilters): void;
}) {
  const id = useId();
  const set = (key: keyof ClaimFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });
  return (
    <form
      className="card claim-filters"
      aria-label="Filter claims"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={filters.status} onChange={set('status')}>
          <option value="">Any status</option>
          {claimStatuses.map((status) => (
            <option key={status} value={status}>
              {claimStatusLabel[status]}
            </option>
          ))}
        </select>
      </div>
      <AttentionFilter
        id={`${id}-attention`}
        checked={filters.attention === '1'}
        onChange={(checked) => onChange({ ...filters, attention: checked ? '1' : '' })}
      />
      <DateField
        label="Service date from"
        value={filters.serviceFrom}
        max={filters.serviceTo}
        onChange={set('serviceFrom')}
      />
      <DateField
        label="Service date to"
        value={filters.serviceTo}
        min={filters.serviceFrom}
        onChange={set('serviceTo')}
      />
      {Object.values(filters).some(Boolean) ? (
        <button type="button" className="button" onClick={() => onChange(noClaimFilters)}>
          Clear filters
        </button>
      ) : null}
    </form>
  );
}

/** Billed and expected in all, for the claims the filters select. */
function ClaimTotalsBar({ filters, filtered }: { filters: ClaimFilters; filtered: boolean }) {
  const totals = useClaimTotals(filters);
  if (totals.isPending) return <p className="hint claim-totals">Adding up your claims…</p>;
  if (totals.isError)
    return (
      <p className="hint claim-totals" role="status">
        We couldn’t add up your claims just now.{' '}
        <button type="button" className="button button-small" onClick={() => void totals.refetch()}>
          Try again
        </button>
      </p>
    );
  const { count, billedCents, expectedCents } = totals.data;
  if (count === 0) return null;
  return (
    <dl className="claim-totals" aria-label={filtered ? 'Totals for these claims' : 'Totals'}>
      <div>
        <dt>{filtered ? 'Matching claims' : 'Claims'}</dt>
        <dd>{count.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Billed</dt>
        <dd>{formatCents(billedCents)}</dd>
      </div>
      <div>
        <dt>Expected</dt>
        <dd>{formatCents(expectedCents)}</dd>
      </div>
    </dl>
  );
}

/** One end of the service-date range; the other end, when set, bounds it (`min` or `max`). */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(event: { target: { value: string } }): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={onChange}
      />
    </div>
  );
}
