import { centsOf, dollarsOf, formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import { writtenDate } from '#domain/common/dates';
import { feePaymentSchema, type UnpaidStatementView } from '#domain/fees/requests';
import { ConfirmDialog } from '../operator-panel.tsx';
import { useConfirmedChange } from './confirmed-change.ts';
import { FeeField } from './fee-field.tsx';
import { FeeForm } from './fee-form.tsx';
import { useRecordPayment } from './fees-api.ts';
import { ledgerToday } from './fee-words.ts';

const dollarsWanted = 'Enter the amount in dollars, like 10.00.';

/**
 * A check received for one unpaid statement: the amount (what is owed, to start with), the day
 * it came and its number, checked with the server's schema, then confirmed.
 */
export function RecordCheckForm({
  statement,
  who,
  onDone,
}: {
  statement: UnpaidStatementView;
  who: string;
  /** Closes the form, with what was recorded when it was. */
  onDone(recorded?: string): void;
}) {
  const record = useRecordPayment();
  const { confirmation, pending, review, confirm, field } = useConfirmedChange(record, {
    schema: feePaymentSchema,
    defaults: {
      amountCents: dollarsOf(statement.dueCents),
      receivedOn: ledgerToday(),
      reference: '',
    },
    toInput: ({ amountCents, receivedOn, reference }) => ({
      doulaId: statement.userId,
      month: statement.month,
      amountCents: centsOf(amountCents) ?? Number.NaN,
      receivedOn,
      reference,
    }),
    reword: (errors, { amountCents }) => {
      if (centsOf(amountCents) === null) errors.amountCents = dollarsWanted;
    },
  });
  const month = monthLabel(statement.month);

  const send = () =>
    confirm(({ statement: after }, payment) => {
      const left =
        after.dueCents > 0 ? `${formatCents(after.dueCents)} is still owed.` : 'It is paid.';
      onDone(
        `Recorded the check “${payment.reference}” (${formatCents(payment.amountCents)}) from ${who} for ${month}. ${left}`,
      );
    });

  return (
    <div className="fee-check">
      <FeeForm
        label={`Check from ${who} for ${month}`}
        failure={record.error}
        failureTitle="The check was not recorded."
        submitLabel="Record check"
        onSubmit={review}
        onCancel={() => onDone()}
      >
        <FeeField {...field('amountCents')} label="Amount, in dollars" inputMode="decimal" />
        <FeeField {...field('receivedOn')} label="Received on" type="date" />
        <FeeField {...field('reference')} label="Check number or reference" maxLength={60} />
      </FeeForm>
      <ConfirmDialog
        confirmation={confirmation}
        title={`Record ${pending ? formatCents(pending.amountCents) : ''} from ${who}?`}
        confirmLabel="Yes, record the check"
        busyLabel="Recording…"
        cancelLabel="Go back"
        onConfirm={send}
      >
        <p>
          The check “{pending?.reference}”, received {writtenDate(pending?.receivedOn ?? '')}, pays
          her statement for {month}. It is added to her receipts and the audit trail, and cannot be
          removed here.
        </p>
      </ConfirmDialog>
    </div>
  );
}
