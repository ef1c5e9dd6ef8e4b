import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import type { UnpaidStatementView } from '#domain/fees/requests';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { Figure, Owed } from './fee-figures.tsx';
import { useRowForms } from './row-forms.tsx';
import { useUnpaidStatements } from './fees-api.ts';
import { RecordCheckForm } from './record-check-form.tsx';

const unpaidWords = listWords(
  'statement',
  'statements',
  'Loading the unpaid statements…',
  'Every statement is paid. Nothing is owed.',
);

const keyOf = (statement: UnpaidStatementView) => `${statement.userId}/${statement.month}`;

/**
 * Statements with something still due, the oldest month first; each can record a check received
 * for it. (A card payment is refunded on the payment itself, under Card payments.)
 */
export function UnpaidPanel() {
  const { top, rowForm } = useRowForms();
  return (
    <PagedPanel
      title="Unpaid statements"
      level={3}
      hint="A statement is unpaid while its fees are more than what was credited and paid for it."
      top={top}
      list={useUnpaidStatements()}
      words={unpaidWords}
      order="oldest"
      row={(statement) => (
        <UnpaidRow key={keyOf(statement)} statement={statement} {...rowForm(keyOf(statement))} />
      )}
    />
  );
}

function UnpaidRow({
  statement,
  open,
  onOpen,
  onClose,
}: {
  statement: UnpaidStatementView;
  open: boolean;
  onOpen(): void;
  onClose(message?: string): void;
}) {
  const who = statement.name || statement.email;
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">
        {who}, {monthLabel(statement.month)}
      </p>
      <p className="op-row-meta">{statement.email}</p>
      <dl className="fee-figures">
        <Figure label="Claims charged">{statement.claimCount.toLocaleString('en-US')}</Figure>
        <Figure label="Amount">
          {formatCents(statement.chargedCents - statement.creditedCents)}
        </Figure>
        <Figure label="Paid">{formatCents(statement.paidCents)}</Figure>
        <Owed dueCents={statement.dueCents} />
      </dl>
      {open ? (
        <RecordCheckForm statement={statement} who={who} onDone={onClose} />
      ) : (
        <button type="button" className="button button-small" onClick={onOpen}>
          Record a check
          <span className="visually-hidden">
            {' '}
            from {who} for {monthLabel(statement.month)}
          </span>
        </button>
      )}
    </li>
  );
}
