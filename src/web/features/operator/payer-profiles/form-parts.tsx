import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldErrorHelpers, fieldErrorsOf, problemOf } from '../operator-ui.tsx';

/**
 * A form that opens from a button and, once done, closes with a confirmation for the card to
 * show. Opening it again clears the last confirmation.
 */
export function useOpenForm(setNotice: (message: string | null) => void) {
  const [open, setOpen] = useState(false);
  return {
    open,
    start: () => {
      setNotice(null);
      setOpen(true);
    },
    done: (message: string) => {
      setOpen(false);
      setNotice(message);
    },
    cancel: () => setOpen(false),
  };
}

/** A payer profile's name, as the add and rename forms ask it. */
export function ProfileNameField({
  id,
  label,
  value,
  onChange,
  errors,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errors: Record<string, string>;
}) {
  const { describe, error } = fieldErrorHelpers(id, errors);
  return (
    <div className="field">
      <label htmlFor={`${id}-name`}>{label}</label>
      <input
        id={`${id}-name`}
        type="text"
        maxLength={100}
        value={value}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={describe('name')}
        onChange={(event) => onChange(event.target.value)}
      />
      {error('name')}
    </div>
  );
}

/**
 * The end of a payer-profile form: what the server refused that no field shows, then the
 * submit and cancel buttons.
 */
export function FormEnd({
  errors,
  failure,
  failureTitle,
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  errors: Record<string, string>;
  /** The save's error, or null while there is none. */
  failure: unknown;
  failureTitle: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {failure && Object.keys(fieldErrorsOf(failure)).length === 0 ? (
        <Alert tone="error" title={failureTitle}>
          <p>{problemOf(failure)}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
