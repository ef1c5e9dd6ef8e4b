import { useId, useState, type FormEvent } from 'react';
import { centsOf, formatCents } from '#domain/billing/money';
import { feePriceSetSchema } from '#domain/fees/requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog, useConfirmation } from '../operator-panel.tsx';
import { fieldErrorsOf, issueMessages, SaveFailure } from '../operator-ui.tsx';
import { FeeField } from './fee-field.tsx';
import { useSetPrice } from './fees-api.ts';
import { fromDate } from './fee-words.ts';

/** Typed dollars and a date, checked with the server's own schema before anything is sent. */
export function checkPrice(dollars: string, effectiveFrom: string) {
  const cents = centsOf(dollars);
  const parsed = feePriceSetSchema.safeParse({ cents: cents ?? Number.NaN, effectiveFrom });
  if (parsed.success) return { price: parsed.data, errors: {} };
  const errors = issueMessages(parsed.error);
  if (cents === null) errors.cents = 'Enter the price in dollars, like 12.50.';
  return { price: null, errors };
}

/** Sets the price per claim from a date, after the operator confirms what it changes. */
export function SetPriceForm() {
  const id = useId();
  const setPrice = useSetPrice();
  const confirmation = useConfirmation(setPrice);
  const [dollars, setDollars] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<{ cents: number; effectiveFrom: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const { price, errors: found } = checkPrice(dollars, effectiveFrom);
    setErrors(found);
    if (!price) return;
    setPending(price);
    confirmation.ask();
  };

  const confirm = () => {
    if (!pending) return;
    setPrice.mutate(pending, {
      onSuccess: (price) => {
        confirmation.close();
        setSaved(
          `The price is ${formatCents(price.cents)} a claim ${fromDate(price.effectiveFrom)}.`,
        );
        setDollars('');
        setEffectiveFrom('');
      },
      onError: (error) => {
        confirmation.close();
        setErrors(fieldErrorsOf(error));
      },
    });
  };

  const words = pending
    ? `${formatCents(pending.cents)} a claim ${fromDate(pending.effectiveFrom)}`
    : '';
  return (
    <div className="card">
      <h4>Set a new price</h4>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <SaveFailure failure={setPrice.error} title="The price was not set." besideFields />
      <form onSubmit={review} noValidate aria-label="New price per claim">
        <div className="fee-form">
          <FeeField
            formId={id}
            name="cents"
            label="Price per claim, in dollars"
            inputMode="decimal"
            placeholder="10.00"
            errors={errors}
            value={dollars}
            onChange={setDollars}
          />
          <FeeField
            formId={id}
            name="effectiveFrom"
            label="From (claims accepted on or after)"
            type="date"
            errors={errors}
            value={effectiveFrom}
            onChange={setEffectiveFrom}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary">
            Set price
          </button>
        </div>
      </form>
      <ConfirmDialog
        confirmation={confirmation}
        title={`Charge ${words}?`}
        confirmLabel="Yes, set the price"
        busyLabel="Setting the price…"
        cancelLabel="Cancel"
        onConfirm={confirm}
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
