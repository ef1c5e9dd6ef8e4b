import { Link } from 'react-router';
import type { PublicConfig } from '#domain/account/public-config';
import { claimStatuses, claimStatusExplanation, claimStatusLabel } from '#domain/claims/status';
import { whenAFeeIsCharged } from '#domain/fees/how-to-pay';
import { LoadFailed, QueryView } from '../../components/ui/query-view.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import './help.css';

function HowFeesWork({ config }: { config: PublicConfig }) {
  return (
    <section className="card" aria-labelledby="help-fees">
      <h2 id="help-fees">How fees work</h2>
      <p>
        Doula Billing charges one flat fee of {config.feePerClaim} for each claim the clearinghouse
        or payer accepts for processing.
      </p>
      <p>{whenAFeeIsCharged}</p>
      <p>{config.howFeesArePaid}</p>
      <p>
        Your <Link to="/account/billing">Billing</Link> page shows this month’s claims and what each
        fee is for, your statements, and the payments and refunds we have recorded.
      </p>
    </section>
  );
}

function WhatStatusesMean() {
  return (
    <section className="card" aria-labelledby="help-statuses">
      <h2 id="help-statuses">What each claim status means</h2>
      <dl className="help-statuses">
        {claimStatuses.map((status) => (
          <div key={status}>
            <dt>{claimStatusLabel[status]}</dt>
            <dd>{claimStatusExplanation[status]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function YourPatientsData() {
  return (
    <section className="card" aria-labelledby="help-data">
      <h2 id="help-data">What we do with your patients’ data</h2>
      <p>
        We use your patients’ details only to prepare your claims, send them to the clearinghouse
        and payers, and follow their answers, as the Business Associate Agreement you accepted when
        you registered sets out. We never put a patient’s details in an email, and we do not sell or
        share them for any other purpose.
      </p>
      <p>
        You can download everything you have entered, with your claim forms, from{' '}
        <Link to="/account">My Account</Link>. The <Link to="/privacy">Privacy Policy</Link> says
        more.
      </p>
    </section>
  );
}

function ReachUs({ config }: { config: PublicConfig }) {
  return (
    <section className="card" aria-labelledby="help-contact">
      <h2 id="help-contact">How to reach us</h2>
      <dl className="help-contact">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>When we answer</dt>
          <dd>{config.supportHours}</dd>
        </div>
        <div>
          <dt>Mail checks to</dt>
          <dd>{config.checkAddress}</dd>
        </div>
      </dl>
      <p className="hint">
        Please leave your patients’ names and details out of emails: give the claim’s ID (for
        example DB-2026-000123) and we look it up.
      </p>
    </section>
  );
}

/**
 * Help (/help, in the menu): how fees work, what each claim status means, what we do with her
 * patients' data and how to reach us. Every "contact support" in a message leads here.
 */
export function HelpPage() {
  const config = usePublicConfig();
  return (
    <section className="page help-page">
      <div className="page-header">
        <div>
          <h1>Help</h1>
          <p className="subtitle">How Doula Billing works for you, and how to reach us.</p>
        </div>
      </div>
      <QueryView
        query={config}
        loadingLabel="Loading help…"
        failed={<LoadFailed onRetry={() => config.refetch()}>Help could not be loaded.</LoadFailed>}
      >
        {(data) => (
          <>
            <ReachUs config={data} />
            <HowFeesWork config={data} />
            <WhatStatusesMean />
            <YourPatientsData />
          </>
        )}
      </QueryView>
    </section>
  );
}
