import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  enrollmentSetSchema,
  enrollmentStateLabels,
  enrollmentStateMeanings,
  enrollmentStates,
  enrollmentTransactionLabels,
  enrollmentTransactions,
  type EnrollmentState,
  type EnrollmentTransaction,
  type PayerEnrollmentsView,
} from '#domain/clearinghouse/enrollments';
import { Alert } from '../../../components/ui/alert.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { fieldErrorHelpers, SaveFailure } from '../operator-ui.tsx';
import { useSetEnrollment } from './enrollment-api.ts';

type TextFields = { payerId: string; requestedOn: string; approvedOn: string; note: string };
type Values = TextFields & { transaction: EnrollmentTransaction; state: EnrollmentState };
type Form = ReturnType<typeof useOperatorForm<Values, typeof enrollmentSetSchema>>;

/** The form's text inputs: each with its visible label and its error from the schema or server. */
function TextInput({
  name,
  label,
  type = 'text',
  maxLength,
  form,
}: {
  name: keyof TextFields;
  label: string;
  type?: 'text' | 'date';
  maxLength?: number;
  form: Form;
}) {
  const { control, error } = fieldErrorHelpers(form.formId, form.errors);
  return (
    <div className="field">
      <label htmlFor={control(name).id}>{label}</label>
      <input
        {...control(name)}
        type={type}
        autoComplete="off"
        maxLength={maxLength}
        {...form.register(name)}
      />
      {error(name)}
    </div>
  );
}

/** What is stored for one transaction of a listed payer (nothing yet: required, no dates). */
function storedOf(payer: PayerEnrollmentsView | undefined, transaction: EnrollmentTransaction) {
  const stored = payer?.enrollments.find((enrollment) => enrollment.transaction === transaction);
  return {
    state: stored?.state ?? ('required' as EnrollmentState),
    text: {
      payerId: payer?.payerId ?? '',
      requestedOn: stored?.requestedOn ?? '',
      approvedOn: stored?.approvedOn ?? '',
      note: stored?.note ?? '',
    },
  };
}

/** Puts a transaction's stored text in the form, keeping the payer ID typed unless told not to. */
function showStoredText(form: Form, text: TextFields, keepPayerId: boolean) {
  for (const name of ['payerId', 'requestedOn', 'approvedOn', 'note'] as const) {
    if (name !== 'payerId' || !keepPayerId) form.setValue(name, text[name]);
  }
}

/** The transaction (choosing one shows what is stored for it) and its state, with its meaning. */
function TransactionAndState({ form, payer }: { form: Form; payer?: PayerEnrollmentsView }) {
  const { control } = fieldErrorHelpers(form.formId, form.errors);
  const state = useWatch({ control: form.control, name: 'state' });
  const pick = (next: EnrollmentTransaction) => {
    const stored = storedOf(payer, next);
    form.setValue('state', stored.state);
    showStoredText(form, stored.text, true);
  };
  return (
    <>
      <div className="field">
        <label htmlFor={control('transaction').id}>Transaction</label>
        <select
          {...control('transaction')}
          {...form.register('transaction', {
            onChange: (event: { target: { value: string } }) =>
              pick(event.target.value as EnrollmentTransaction),
          })}
        >
          <Options items={enrollmentTransactions} label={(t) => enrollmentTransactionLabels[t]} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={control('state').id}>State</label>
        <select
          {...control('state')}
          aria-describedby={`${form.formId}-state-meaning`}
          {...form.register('state')}
        >
          <Options items={enrollmentStates} label={(s) => enrollmentStateLabels[s]} />
        </select>
        <p id={`${form.formId}-state-meaning`} className="field-hint">
          {enrollmentStateMeanings[state]}
        </p>
      </div>
    </>
  );
}

/** The form's hook: checked with the server's schema, sent as typed, and what was saved. */
function useEnrollmentForm(payer: PayerEnrollmentsView | undefined) {
  const save = useSetEnrollment();
  const stored = storedOf(payer, 'claims');
  const form = useOperatorForm({
    schema: enrollmentSetSchema,
    defaults: { ...stored.text, transaction: 'claims', state: stored.state } as Values,
  });
  const [saved, setSaved] = useState('');
  const send = form.submit((input) =>
    save.mutate(input, {
      onSuccess: (result) => {
        setSaved(
          `${result.payerName} (${result.payerId}): ${enrollmentTransactionLabels[input.transaction]} is now ${enrollmentStateLabels[input.state].toLowerCase()}.`,
        );
        // The form for a payer by its ID starts over; a listed payer's keeps what it shows.
        if (!payer) showStoredText(form, storedOf(payer, input.transaction).text, false);
      },
      onError: form.showServerErrors,
    }),
  );
  const onSubmit = (event: FormEvent) => {
    setSaved('');
    void send(event);
  };
  return { save, form, saved, onSubmit };
}

/**
 * Sets one payer's enrollment for one transaction: its state, the dates and a short note. For a
 * listed payer the payer is fixed; without one (a payer not listed yet) its ID is typed.
 */
export function EnrollmentForm({ payer }: { payer?: PayerEnrollmentsView }) {
  const { save, form, saved, onSubmit } = useEnrollmentForm(payer);
  const id = form.formId;
  const title = payer ? `Change enrollment for ${payer.payerName}` : 'Record a payer’s enrollment';

  return (
    <form
      className="card op-enrollment-form"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {payer ? null : <TextInput name="payerId" label="Payer ID" maxLength={80} form={form} />}
      <div className="op-enrollment-fields">
        <TransactionAndState form={form} payer={payer} />
        <TextInput name="requestedOn" label="Requested on" type="date" form={form} />
        <TextInput name="approvedOn" label="Approved on" type="date" form={form} />
      </div>
      <TextInput name="note" label="Note (no patient details)" maxLength={200} form={form} />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save enrollment'}
      </button>
      <SaveFailure failure={save.error} title="The enrollment was not saved." besideFields />
      {saved ? (
        <Alert tone="success" title="Enrollment saved.">
          <p>{saved}</p>
        </Alert>
      ) : null}
    </form>
  );
}
