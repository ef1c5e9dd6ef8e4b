import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import { writtenDate } from '#domain/common/dates';
import { feePriceWords } from '#domain/fees/price';
import { howToPayByCheck, type FeePaymentView, type FeeStatementView } from '#domain/fees/requests';
import { LabelledTable, type TableColumn } from '../../components/ui/labelled-table.tsx';
import { LoadFailed, QueryView } from '../../components/ui/query-view.tsx';
import '../../components/ui/records.css';
import type { ReactNode } from 'react';
import { feeOverviewQuery, statementPdfHref } from './api.ts';
import './billing.css';

const statementColumns: TableColumn<FeeStatementView>[] = [
  { label: 'Month', cell: (s) => monthLabel(s.month) },
  { label: 'Claims', cell: (s) => s.claimCount },
  { label: 'Fees', cell: (s) => formatCents(s.chargedCents - s.creditedCents) },
  { label: 'Paid', cell: (s) => formatCents(s.paidCents) },
  { label: 'Due', cell: (s) => formatCents(Math.max(s.dueCents, 0)) },
  { label: 'Status', cell: (s) => (s.status === 'paid' ? 'Paid' : 'Open') },
  {
    label: 'Statement',
    cell: (s) => (
      <a className="button button-small" href={statementPdfHref(s.month)} download>
        Download PDF<span className="visually-hidden"> for {monthLabel(s.month)}</span>
      </a>
    ),
  },
];

const receiptColumns: TableColumn<FeePaymentView>[] = [
  { label: 'Received', cell: (p) => writtenDate(p.receivedOn) },
  { label: 'For', cell: (p) => monthLabel(p.month) },
  { label: 'How', cell: (p) => (p.method === 'card' ? 'Card' : `Check ${p.reference}`) },
  { label: 'Amount', cell: (p) => formatCents(p.cents) },
];

/** A card of the page holding one of her records as a table named by its heading, or why it is empty. */
function TableCard<T>({
  id,
  title,
  empty,
  columns,
  rows,
  rowKey,
}: {
  id: string;
  title: string;
  empty: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <div className="record-table-wrap">
          <LabelledTable
            className="record-table"
            labelledBy={id}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            rowHeaders
          />
        </div>
      )}
    </section>
  );
}

/**
 * My Account → Billing (/account/billing): what her accepted claims cost this month, her monthly
 * statements as PDFs, the payments received, and her card on file (brand and last four digits,
 * "Add a card" / "Change card", the card feature's section the app hands in as `card`); without
 * a card provider she pays by check.
 */
export function BillingPage({ card }: { card?: ReactNode }) {
  const overview = useQuery(feeOverviewQuery);
  return (
    <section className="page billing-page">
      <div className="page-header">
        <div>
          <p className="hint">
            <Link to="/account">Back to My Account</Link>
          </p>
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
                  <dd>{feePriceWords(data.priceCents)}</dd>
                </div>
              </dl>
            </section>

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
              title="Receipts"
              empty="No payments received yet."
              columns={receiptColumns}
              rows={data.receipts}
              rowKey={(p) => p.id}
            />

            {data.cardPayments && card ? (
              card
            ) : (
              <section className="card" aria-labelledby="billing-card">
                <h2 id="billing-card">Card on file</h2>
                <p>Card payments are not available yet.</p>
                <p className="hint">{howToPayByCheck}</p>
              </section>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
