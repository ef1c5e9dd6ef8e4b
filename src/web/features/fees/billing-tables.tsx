import { formatCents } from '#domain/billing/money';
import { claimStatusLabel } from '#domain/claims/status';
import { monthLabel } from '#domain/claims/money-words';
import { writtenDate } from '#domain/common/dates';
import type { FeeClaimLine, FeePaymentView, FeeStatementView } from '#domain/fees/requests';
import { feeLineWords, receiptDetail, receiptTitle } from '#domain/fees/statement-words';
import { LabelledTable, type TableColumn } from '../../components/ui/labelled-table.tsx';
import { statementPdfHref } from './api.ts';

export const statementColumns: TableColumn<FeeStatementView>[] = [
  { label: 'Month', cell: (s) => monthLabel(s.month) },
  { label: 'Claims', cell: (s) => s.claimCount },
  { label: 'Fees', cell: (s) => formatCents(s.chargedCents - s.creditedCents) },
  // What she paid and what was given back, each as an amount: nothing reads negative.
  { label: 'Paid', cell: (s) => formatCents(s.paidCents + s.refundedCents) },
  { label: 'Refunded', cell: (s) => formatCents(s.refundedCents) },
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

export const receiptColumns: TableColumn<FeePaymentView>[] = [
  { label: 'Payment or refund', cell: (p) => receiptTitle(p) },
  { label: 'Card or check', cell: (p) => receiptDetail(p) },
  { label: 'Statement', cell: (p) => monthLabel(p.month) },
  {
    label: 'Amount',
    cell: (p) =>
      p.kind === 'refund' ? `${formatCents(p.cents)} back to you` : formatCents(p.cents),
  },
];

export const claimLineColumns: TableColumn<FeeClaimLine>[] = [
  { label: 'Claim', cell: (line) => line.formId },
  { label: 'Service date', cell: (line) => writtenDate(line.serviceDate) },
  { label: 'Claim status', cell: (line) => claimStatusLabel[line.claimStatus] },
  {
    label: 'Fee',
    cell: (line) =>
      line.kind === 'charge' ? formatCents(line.cents) : `${formatCents(line.cents)} given back`,
  },
  { label: 'What the fee is for', cell: (line) => feeLineWords(line) },
];

/** A card of the page holding one of her records as a table named by its heading, or why it is empty. */
export function TableCard<T>({
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
