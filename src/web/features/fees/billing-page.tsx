import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HELP_PATH, type SupportContact } from '#domain/account/contact';
import { formatCents } from '#domain/billing/money';
import { whenAFeeIsCharged } from '#domain/fees/how-to-pay';
import type { FeeOverview } from '#domain/fees/requests';
import { LoadFailed, QueryView } from '../../components/ui/query-view.tsx';
import '../../components/ui/records.css';
import type { ReactNode } from 'react';
import { feeOverviewQuery } from './api.ts';
import {
  claimLineColumns,
  receiptColumns,
  statementColumns,
  TableCard,
} from './billing-tables.tsx';
import './billing.css';

function ThisMonth({ data }: { data: FeeOverview }) {
  return (
    <section className="card billing-summary" aria-labelledby="billing-this-month">
      <h2 id="billing-this-month">This month so far</h2>
      <dl className="billing-figures">
        <div>
          <dt>Claims charged</dt>
          <dd>{data.thisMonth.claimCount}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(data.thisMonth.chargedCents - data.thisMonth.creditedCents)}</dd>
        </div>
        <div>
          <dt>Price per claim</dt>
          <dd>{formatCents(data.priceCents)}</dd>
        </div>
      </dl>
      <p className="hint">{whenAFeeIsCharged}</p>
    </section>
  );
}

/** How fees are paid on this server (the Terms say the same) and, with cards, her card. */
function HowToPay({ data, card }: { data: FeeOverview; card: ReactNode }) {
  return (
    <>
      {data.cardPayments && card ? card : null}
      <section className="card" aria-labelledby="billing-how-to-pay">
        <h2 id="billing-how-to-pay">How to pay</h2>
        <p>{data.howToPay}</p>
      </section>
    </>
  );
}

/** How she reaches us about a statement or a payment. */
export function Questions({ contact }: { contact: SupportContact }) {
  return (
    <section className="card" aria-labelledby="billing-questions">
      <h2 id="billing-questions">Questions about your bill</h2>
      <p>
        Write to <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a> (
        {contact.supportHours}). <Link to={HELP_PATH}>Help</Link> explains how fees work and what
        each claim status means.
      </p>
    </section>
  );
}

/**
 * Billing (/account/billing, in the menu): what her accepted claims cost this month and what
 * each fee is for, her monthly statements as PDFs, the payments and refunds in words, how to
 * pay (her card on file, the card feature's section the app hands in as `card`, or a check) and
 * how to reach us.
 */
export function BillingPage({ card }: { card?: ReactNode }) {
  const overview = useQuery(feeOverviewQuery);
  return (
    <section className="page billing-page">
      <div className="page-header">
        <div>
          <h1>Billing</h1>
          <p className="subtitle">
            What Doula Billing charges you: one flat fee for each claim the clearinghouse or payer
            accepts for processing.
          </p>
        </div>
      </div>
      <QueryView
        query={overview}
        loadingLabel="Loading your billing…"
        failed={
          <LoadFailed onRetry={() => overview.refetch()}>
            Your billing could not be loaded.
          </LoadFailed>
        }
      >
        {(data) => (
          <>
            <ThisMonth data={data} />
            <TableCard
              id="billing-claims"
              title="This month’s claims"
              empty="No claim has been charged this month."
              columns={claimLineColumns}
              rows={data.thisMonthLines}
              rowKey={(line) => `${line.claimId}-${line.kind}`}
            />
            <TableCard
              id="billing-statements"
              title="Statements"
              empty="No statements yet. A statement starts the month a claim of yours is accepted."
              columns={statementColumns}
              rows={data.statements}
              rowKey={(s) => s.month}
            />
            <TableCard
              id="billing-receipts"
              title="Payments and refunds"
              empty="No payments received yet."
              columns={receiptColumns}
              rows={data.receipts}
              rowKey={(p) => p.id}
            />
            <HowToPay data={data} card={card} />
            <Questions contact={data.contact} />
          </>
        )}
      </QueryView>
    </section>
  );
}
