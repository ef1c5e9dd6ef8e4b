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
  type EnrollmentView,
  type PayerEnrollmentsView,
} from '#domain/enrollments';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldErrorHelpers, fieldErrorsOf, issueMessages, SaveFailure } from '../operator-ui.tsx';
import { useSetEnrollment } from './enrollment-api.ts';

/**
 * Sets one payer's enrollment for one transaction: its state, the dates and a short note. For a
 * listed payer the payer is fixed; without one (a payer not listed yet) its ID is typed.
 */
export function EnrollmentForm({ payer }: { payer?: PayerEnrollmentsView }) {
  const id = useId();
  const save = useSetEnrollment();
  const [payerId, setPayerId] = useState(payer?.payerId ?? '');
  const [transaction, setTransaction] = useState<EnrollmentTransaction>('claims');
  const current = (t: EnrollmentTransaction): EnrollmentView | undefined =>
    payer?.enrollments.find((enrollment) => enrollment.transaction === t);
  const [state, setState] = useState<EnrollmentState>(current('claims')?.state ?? 'required');
  const [requestedOn, setRequestedOn] = useState(current('claims')?.requestedOn ?? '');
  const [approvedOn, setApprovedOn] = useState(current('claims')?.approvedOn ?? '');
  const [note, setNote] = useState(current('claims')?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');

  const pick = (next: EnrollmentTransaction) => {
    setTransaction(next);
    const stored = current(next);
    setState(stored?.state ?? 'required');
    setRequestedOn(stored?.requestedOn ?? '');
    setApprovedOn(stored?.approvedOn ?? '');
    setNote(stored?.note ?? '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const input = { payerId, transaction, state, requestedOn, approvedOn, note };
    const parsed = enrollmentSetSchema.safeParse(input);
    const found = parsed.success ? {} : issueMessages(parsed.error);
    setErrors(found);
    if (!parsed.success) return;
    save.mutate(input, {
      onSuccess: (result) => {
        setSaved(
          `${result.payerName} (${result.payerId}): ${enrollmentTransactionLabels[transaction]} is now ${enrollmentStateLabels[state].toLowerCase()}.`,
        );
        // The form for a payer by its ID starts over; a listed payer's keeps what it shows.
        if (!payer) {
          setPayerId('');
          pick(transaction);
        }
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const { error, control } = fieldErrorHelpers(id, errors);
  const title = payer ? `Change enrollment for ${payer.payerName}` : 'Record a payer’s enrollment';

  return (
    <form
      className="card op-enrollment-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {payer ? null : (
        <div className="field">
          <label htmlFor={`${id}-payerId`}>Payer ID</label>
          <input
            {...control('payerId')}
            autoComplete="off"
            maxLength={80}
            value={payerId}
            onChange={(event) => setPayerId(event.target.value)}
          />
          {error('payerId')}
        </div>
      )}
      <div className="op-enrollment-fields">
        <div className="field">
          <label htmlFor={`${id}-transaction`}>Transaction</label>
          <select
            {...control('transaction')}
            value={transaction}
            onChange={(event) => pick(event.target.value as EnrollmentTransaction)}
          >
            {enrollmentTransactions.map((t) => (
              <option key={t} value={t}>
                {enrollmentTransactionLabels[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <select
            {...control('state')}
            value={state}
            aria-describedby={`${id}-state-meaning`}
            onChange={(event) => setState(event.target.value as EnrollmentState)}
          >
            {enrollmentStates.map((s) => (
              <option key={s} value={s}>
                {enrollmentStateLabels[s]}
              </option>
            ))}
          </select>
          <p id={`${id}-state-meaning`} className="field-hint">
            {enrollmentStateMeanings[state]}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-requestedOn`}>Requested on</label>
          <input
            {...control('requestedOn')}
            type="date"
            value={requestedOn}
            onChange={(event) => setRequestedOn(event.target.value)}
          />
          {error('requestedOn')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-approvedOn`}>Approved on</label>
          <input
            {...control('approvedOn')}
            type="date"
            value={approvedOn}
            onChange={(event) => setApprovedOn(event.target.value)}
          />
          {error('approvedOn')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note (no patient details)</label>
        <input
          {...control('note')}
          autoComplete="off"
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {error('note')}
      </div>
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
