import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ClaimView } from '#domain/claim';
import { messages } from '#domain/messages';
import { claimStatusLabel } from '#domain/claim-status';
import { findServiceType } from '#domain/service-types';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatCalendarDate } from '../../lib/dates.ts';
import {
  deliveryMode,
  formatDateRange,
  formatLongDate,
  formatLongDateTime,
  formatTimeRange,
  locationText,
  patientName,
} from '../../lib/claim-format.ts';
import { useClaims } from './claims-api.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import './claims.css';

/** Claims (/claims): every submitted claim with its status, newest first. */
export function ClaimsPage() {
  const claims = useClaims();
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
        <span className="claim-patient">{patientName(claim.patient)}</span>
        <span className="claim-date">Service: {formatLongDate(claim.serviceDateFrom)}</span>
        <span className="claim-submitted">Submitted {formatLongDateTime(claim.createdAt)}</span>
      </button>
      {open ? <ClaimDetails id={`${id}-details`} claim={claim} /> : null}
    </li>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

function ClaimDetails({ id, claim }: { id: string; claim: ClaimView }) {
  const extras = findServiceType(claim.serviceType)?.extraInputs ?? [];
  return (
    <div className="claim-details" id={id}>
      <dl className="detail-grid">
        <Item label="Form ID" value={claim.formId} />
        <Item label="Status" value={claimStatusLabel[claim.status]} />
      </dl>
      <h3>Patient</h3>
      <dl className="detail-grid">
        <Item label="Name" value={patientName(claim.patient)} />
        <Item label="Date of birth" value={formatCalendarDate(claim.patient.dateOfBirth)} />
        <Item label="Address" value={claim.patient.address} />
        <Item label="Insurance" value={claim.patient.insuranceProvider} />
        <Item label="Policy number" value={claim.patient.policyNumber} />
        <Item label="Payer ID" value={claim.patient.payerId} />
        <Item label="Payer type" value={claim.patient.payerType} />
      </dl>
      <h3>Service</h3>
      <dl className="detail-grid">
        <Item label="Service type" value={claim.serviceType} />
        {extras.map((input) => (
          <Item
            key={input.key}
            label={input.label}
            value={claim.serviceAdditionalInputs[input.key] ?? ''}
          />
        ))}
        <Item label="Location" value={locationText(claim)} />
        <Item label="Delivery mode" value={deliveryMode(claim)} />
        <Item label="Dates" value={formatDateRange(claim.serviceDateFrom, claim.serviceDateTo)} />
        <Item label="Times" value={formatTimeRange(claim.serviceTimeFrom, claim.serviceTimeTo)} />
        <Item
          label="Admitted"
          value={claim.admittedDate ? formatLongDate(claim.admittedDate) : ''}
        />
        <Item
          label="Discharged"
          value={claim.dischargedDate ? formatLongDate(claim.dischargedDate) : ''}
        />
        <Item label="Notes" value={claim.notes} />
      </dl>
      {claim.facility ? (
        <>
          <h3>Facility</h3>
          <dl className="detail-grid">
            <Item label="Facility" value={claim.facility.name} />
            <Item label="NPI" value={claim.facility.npiNumber} />
            <Item label="Address" value={claim.address} />
          </dl>
        </>
      ) : null}
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
