import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ClaimView } from '#domain/claims/view';
import { messages } from '#domain/messages';
import { claimStatusLabel } from '#domain/claims/status';
import { fullName } from '#domain/person-name';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ClaimSections } from '../../components/ui/claim-sections.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { formatLongDate, formatLongDateTime } from '../../lib/claim-format.ts';
import { useLiveUpdates } from '../../live/live-updates.ts';
import { useClaims } from './claims-api.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import './claims.css';

/** Claims (/claims): every submitted claim with its status, newest first. */
export function ClaimsPage() {
  const claims = useClaims();
  // An operator's status change shows here without a reload.
  useLiveUpdates();
  const list = claims.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (claims.isPending) body = <LoadingState label="Loading your claims…" />;
  else if (claims.isError)
    body = (
      <Alert tone="error">
        <p>{messages.claim.loadFailed}</p>
        <button type="button" className="button button-small" onClick={() => void claims.refetch()}>
          Try again
        </button>
      </Alert>
    );
  else if (list.length === 0)
    body = (
      <div className="card empty-state">
        <p>{messages.claim.noClaims}</p>
        <Link to="/new-claim" className="button button-primary">
          Submit Your First Claim
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul className="claim-list">
          {list.map((claim) => (
            <ClaimRow key={claim.id} claim={claim} />
          ))}
        </ul>
        {claims.hasNextPage ? (
          <button
            type="button"
            className="button"
            disabled={claims.isFetchingNextPage}
            onClick={() => void claims.fetchNextPage()}
          >
            {claims.isFetchingNextPage ? 'Loading…' : 'Show more claims'}
          </button>
        ) : null}
      </>
    );

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
      {body}
      <p className="page-footer-link">
        <Link to="/new-claim" className="button button-primary">
          Submit New Claim
        </Link>
      </p>
    </section>
  );
}

function ClaimRow({ claim }: { claim: ClaimView }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`claim-row${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="claim-summary"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="claim-type">{claim.serviceType}</span>
        <StatusBadge status={claim.status} />
        <span className="claim-patient">{fullName(claim.patient)}</span>
        <span className="claim-date">Service: {formatLongDate(claim.serviceDateFrom)}</span>
        <span className="claim-submitted">Submitted {formatLongDateTime(claim.createdAt)}</span>
      </button>
      {open ? <ClaimDetails id={`${id}-details`} claim={claim} /> : null}
    </li>
  );
}

function ClaimDetails({ id, claim }: { id: string; claim: ClaimView }) {
  return (
    <div className="claim-details" id={id}>
      <DetailList
        className="detail-grid"
        items={[
          { label: 'Form ID', value: claim.formId },
          { label: 'Status', value: claimStatusLabel[claim.status] },
        ]}
      />
      <ClaimSections claim={claim} className="detail-grid" />
      <h3>Status history</h3>
      <ol className="status-history">
        {claim.statusHistory.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <StatusBadge status={change.to} /> <span>{formatLongDateTime(change.at)}</span>
            {change.note ? <span className="history-note"> — {change.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
