import { centsOf, formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import { feeRefundSchema, type CardPaymentView } from '#domain/fees/card-fees';
import { ConfirmDialog } from '../operator-panel.tsx';
import { useConfirmedChange } from './confirmed-change.ts';
import { FeeField, ReasonField } from './fee-field.tsx';
import { FeeForm } from './fee-form.tsx';
import { useRefundPayment } from './fees-api.ts';

/**
 * Gives back part or all of one card payment through the card provider: the amount and the
 * reason, checked with the server's schema, then confirmed. The provider refuses more than is
 * left of the payment, and that refusal is shown beside the amount.
 */
export function RefundForm({
  payment,
  who,
  onDone,
}: {
  payment: CardPaymentView;
  who: string;
  /** Closes the form, with what was refunded when it was. */
  onDone(refunded?: string): void;
}) {
  const refund = useRefundPayment();
  const { confirmation, pending, review, confirm, field } = useConfirmedChange(refund, {
    schema: feeRefundSchema,
    defaults: { amountCents: '', reason: '' },
    toInput: ({ amountCents, reason }) => ({
      paymentId: payment.id,
      amountCents: centsOf(amountCents) ?? Number.NaN,
      reason,
    }),
    reword: (errors, { amountCents }) => {
      if (centsOf(amountCents) === null)
        errors.amountCents = 'Enter the amount in dollars, like 10.00.';
    },
  });
  const month = monthLabel(payment.month);

  const send = () =>
    confirm((made) =>
      onDone(
        `Refunded ${formatCents(made.cents)} of ${who}’s card payment for ${month}, recorded on that statement.`,
      ),
    );

  return (
    <div className="fee-check">
      <FeeForm
        label={`Refund to ${who} for ${month}`}
        failure={refund.error}
        failureTitle="Nothing was refunded."
        submitLabel="Refund"
        onSubmit={review}
        onCancel={() => onDone()}
      >
        <FeeField
          {...field('amountCents')}
          label="Amount to refund, in dollars"
          inputMode="decimal"
        />
        <ReasonField {...field('reason')} />
      </FeeForm>
      <ConfirmDialog
        confirmation={confirmation}
        title={`Refund ${pending ? formatCents(pending.amountCents) : ''} to ${who}?`}
        confirmLabel="Yes, refund to her card"
        busyLabel="Refunding…"
        cancelLabel="Go back"
        onConfirm={send}
      >
        <p>
          The money goes back to the card she paid with, for your reason: “{pending?.reason}”. Her
          statement for {month} then owes it again, unless the fees it paid for are credited. It is
          recorded in the audit trail and cannot be undone here.
        </p>
      </ConfirmDialog>
    </div>
  );
}
