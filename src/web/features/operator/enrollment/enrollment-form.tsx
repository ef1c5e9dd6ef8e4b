import { useId, useState, type FormEvent } from 'react';
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
} from '#domain/enrollments';
import { Alert } from '../../../components/ui/alert.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { fieldErrorHelpers, fieldErrorsOf, issueMessages, SaveFailure } from '../operator-ui.tsx';
import { useSetEnrollment } from './enrollment-api.ts';

type TextFields = { payerId: string; requestedOn: string; approvedOn: string; note: string };
type Helpers = ReturnType<typeof fieldErrorHelpers>;

/** The form's text inputs: each with its visible label and its error from the schema or server. */
function TextInput({
  name,
  label,
  type = 'text',
  maxLength,
  values,
  onChange,
  helpers,
}: {
  name: keyof TextFields;
  label: string;
  type?: 'text' | 'date';
  maxLength?: number;
  values: TextFields;
  onChange: (name: keyof TextFields, value: string) => void;
  helpers: Helpers;
}) {
  const control = helpers.control(name);
  return (
    <div className="field">
      <label htmlFor={control.id}>{label}</label>
      <input
        {...control}
        type={type}
        autoComplete="off"
        maxLength={maxLength}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {helpers.error(name)}
    </div>
  );
}

/**
 * Sets one payer's enrollment for one transaction: its state, the dates and a short note. For a
 * listed payer the payer is fixed; without one (a payer not listed yet) its ID is typed.
 */
export function EnrollmentForm({ payer }: { payer?: PayerEnrollmentsView }) {
  const id = useId();
  const save = useSetEnrollment();
  const [transaction, setTransaction] = useState<EnrollmentTransaction>('claims');
  const storedOf = (t: EnrollmentTransaction) => {
    const stored = payer?.enrollments.find((enrollment) => enrollment.transaction === t);
    return {
      state: stored?.state ?? ('required' as EnrollmentState),
      text: {
        payerId: payer?.payerId ?? '',
        requestedOn: stored?.requestedOn ?? '',
        approvedOn: stored?.approvedOn ?? '',
        note: stored?.note ?? '',
      },
    };
  };
  const [state, setState] = useState<EnrollmentState>(() => storedOf('claims').state);
  const [text, setText] = useState<TextFields>(() => storedOf('claims').text);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const change = (name: keyof TextFields, value: string) =>
    setText((current) => ({ ...current, [name]: value }));

  const pick = (next: EnrollmentTransaction) => {
    setTransaction(next);
    const stored = storedOf(next);
    setState(stored.state);
    setText((current) => ({ ...stored.text, payerId: current.payerId }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const input = { ...text, transaction, state };
    const parsed = enrollmentSetSchema.safeParse(input);
    setErrors(parsed.success ? {} : issueMessages(parsed.error));
    if (!parsed.success) return;
    save.mutate(input, {
      onSuccess: (result) => {
        setSaved(
          `${result.payerName} (${result.payerId}): ${enrollmentTransactionLabels[transaction]} is now ${enrollmentStateLabels[state].toLowerCase()}.`,
        );
        // The form for a payer by its ID starts over; a listed payer's keeps what it shows.
        if (!payer) setText(storedOf(transaction).text);
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const helpers = fieldErrorHelpers(id, errors);
  const inputs = { values: text, onChange: change, helpers };
  const title = payer ? `Change enrollment for ${payer.payerName}` : 'Record a payer’s enrollment';

  return (
    <form
      className="card op-enrollment-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {payer ? null : <TextInput name="payerId" label="Payer ID" maxLength={80} {...inputs} />}
      <div className="op-enrollment-fields">
        <div className="field">
          <label htmlFor={`${id}-transaction`}>Transaction</label>
          <select
            {...helpers.control('transaction')}
            value={transaction}
            onChange={(event) => pick(event.target.value as EnrollmentTransaction)}
          >
            <Options items={enrollmentTransactions} label={(t) => enrollmentTransactionLabels[t]} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <select
            {...helpers.control('state')}
            value={state}
            aria-describedby={`${id}-state-meaning`}
            onChange={(event) => setState(event.target.value as EnrollmentState)}
          >
            <Options items={enrollmentStates} label={(s) => enrollmentStateLabels[s]} />
          </select>
          <p id={`${id}-state-meaning`} className="field-hint">
            {enrollmentStateMeanings[state]}
          </p>
        </div>
        <TextInput name="requestedOn" label="Requested on" type="date" {...inputs} />
        <TextInput name="approvedOn" label="Approved on" type="date" {...inputs} />
      </div>
      <TextInput name="note" label="Note (no patient details)" maxLength={200} {...inputs} />
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
