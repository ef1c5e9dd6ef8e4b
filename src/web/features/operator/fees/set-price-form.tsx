import { useState, type FormEvent } from 'react';
import { centsOf, formatCents } from '#domain/billing/money';
import { feePriceSetSchema } from '#domain/fees/requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../operator-panel.tsx';
import { useConfirmedChange } from './confirmed-change.ts';
import { FeeField } from './fee-field.tsx';
import { FeeForm } from './fee-form.tsx';
import { useSetPrice } from './fees-api.ts';
import { fromDate } from './fee-words.ts';

/** Sets the price per claim from a date, after the operator confirms what it changes. */
export function SetPriceForm() {
  const setPrice = useSetPrice();
  const { form, confirmation, pending, review, confirm, field } = useConfirmedChange(setPrice, {
    schema: feePriceSetSchema,
    defaults: { cents: '', effectiveFrom: '' },
    toInput: ({ cents, effectiveFrom }) => ({ cents: centsOf(cents) ?? Number.NaN, effectiveFrom }),
    reword: (errors, { cents }) => {
      if (centsOf(cents) === null) errors.cents = 'Enter the price in dollars, like 12.50.';
    },
  });
  const [saved, setSaved] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    setSaved(null);
    void review(event);
  };

  const send = () =>
    confirm((price) => {
      setSaved(
        `The price is ${formatCents(price.cents)} a claim ${fromDate(price.effectiveFrom)}.`,
      );
      form.reset();
    });

  const words = pending
    ? `${formatCents(pending.cents)} a claim ${fromDate(pending.effectiveFrom)}`
    : '';
  return (
    <div className="card">
      <h4>Set a new price</h4>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <FeeForm
        label="New price per claim"
        failure={setPrice.error}
        failureTitle="The price was not set."
        submitLabel="Set price"
        onSubmit={check}
      >
        <FeeField
          {...field('cents')}
          label="Price per claim, in dollars"
          inputMode="decimal"
          placeholder="10.00"
        />
        <FeeField
          {...field('effectiveFrom')}
          label="From (claims accepted on or after)"
          type="date"
        />
      </FeeForm>
      <ConfirmDialog
        confirmation={confirmation}
        title={`Charge ${words}?`}
        confirmLabel="Yes, set the price"
        busyLabel="Setting the price…"
        cancelLabel="Cancel"
        onConfirm={send}
      >
        <p>
          Claims accepted for processing from that date on are charged the new price; claims charged
          before keep theirs. Setting a price for a date that already has one replaces it. The
          sign-in page names the price in force.
        </p>
      </ConfirmDialog>
    </div>
  );
}
