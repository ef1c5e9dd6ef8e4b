import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import type { CardPaymentView } from '#domain/fees/card-fees';
import { writtenDate } from '#domain/common/dates';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { Figure } from './fee-figures.tsx';
import { useRowForms } from './row-forms.tsx';
import { useCardPayments } from './fees-api.ts';
import { RefundForm } from './refund-form.tsx';

const paymentWords = listWords(
  'card payment',
  'card payments',
  'Loading the card payments…',
  'No card payment yet. Statements paid by card are listed here, the newest first.',
);

/** Statements paid by card, the newest first; each payment can be refunded, in part or whole. */
export function CardPaymentsPanel() {
  const { top, rowForm } = useRowForms();
  return (
    <PagedPanel
      title="Card payments"
      level={3}
      hint="A refund gives money back to her card. Her statement then owes it again: when the money given back is a claim’s fee, credit that fee too."
      top={top}
      list={useCardPayments()}
      words={paymentWords}
      row={(payment) => <PaymentRow key={payment.id} payment={payment} {...rowForm(payment.id)} />}
    />
  );
}

function PaymentRow({
  payment,
  open,
  onOpen,
  onClose,
}: {
  payment: CardPaymentView;
  open: boolean;
  onOpen(): void;
  onClose(message?: string): void;
}) {
  const who = payment.name || payment.email;
  const month = monthLabel(payment.month);
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">
        {who}, {month}
      </p>
      <p className="op-row-meta">{payment.email}</p>
      <dl className="fee-figures">
        <Figure label="Paid by card">{formatCents(payment.cents)}</Figure>
        <Figure label="On">{writtenDate(payment.paidOn)}</Figure>
        <Figure label="Refunded on this statement">{formatCents(payment.refundedCents)}</Figure>
      </dl>
      {open ? (
        <RefundForm payment={payment} who={who} onDone={onClose} />
      ) : (
        <button type="button" className="button button-small" onClick={onOpen}>
          Refund
          <span className="visually-hidden">
            {' '}
            {who}’s payment for {month}
          </span>
        </button>
      )}
    </li>
  );
}
