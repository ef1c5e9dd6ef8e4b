import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldErrorHelpers, SaveFailure } from '../operator-ui.tsx';
import { versionFieldErrors } from './payer-profile-text.ts';

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
  const { control, error } = fieldErrorHelpers(id, errors);
  return (
    <div className="field">
      <label htmlFor={`${id}-name`}>{label}</label>
      <input
        {...control('name')}
        type="text"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error('name')}
    </div>
  );
}

/** How a form that opened from a button closes: saved, with its confirmation, or cancelled. */
export interface FormClose {
  onDone(message: string): void;
  onCancel(): void;
}

/** The words at the end of a payer-profile form: the title of a refusal, the submit button's. */
export interface SaveWords {
  failed: string;
  submit: string;
  pending: string;
}

/**
 * A payer-profile form's state: its id, its fields' errors, and `submit(found, input, saved)`,
 * which shows `found` and, when there is none, saves `input` and closes the form with the
 * message `saved(result)` (a refusal shows on the fields it names, the rest at the end).
 */
export function useProfileForm<Input, Result>({
  save,
  words,
  onDone,
  onCancel,
}: FormClose & { save: UseMutationResult<Result, Error, Input>; words: SaveWords }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (
    found: Record<string, string>,
    input: Input | undefined,
    saved: (result: Result) => string,
  ) => {
    setErrors(found);
    if (!input || Object.keys(found).length > 0) return;
    save.mutate(input, {
      onSuccess: (result) => onDone(saved(result)),
      onError: (failure) => setErrors(versionFieldErrors(failure)),
    });
  };
  const end = { errors, failure: save.error, pending: save.isPending, words, onCancel };
  return { id, errors, submit, end };
}

/**
 * A payer-profile form: its heading, its fields (`children`), then the end. `standalone` for the
 * form that stands in its own card; the others open inside a profile's card.
 */
export function ProfileForm({
  form,
  title,
  standalone = false,
  onSubmit,
  children,
}: {
  form: { id: string; end: FormEndProps };
  title: ReactNode;
  standalone?: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  const Heading = standalone ? 'h3' : 'h4';
  return (
    <form
      className={standalone ? undefined : 'op-version-form'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby={`${form.id}-title`}
    >
      <Heading id={`${form.id}-title`}>{title}</Heading>
      {children}
      <FormEnd {...form.end} />
    </form>
  );
}

interface FormEndProps {
  errors: Record<string, string>;
  /** The save's error, or null while there is none. */
  failure: unknown;
  words: SaveWords;
  pending: boolean;
  onCancel(): void;
}

/** What the server refused that no field shows, then the submit and cancel buttons. */
function FormEnd({ errors, failure, words, pending, onCancel }: FormEndProps) {
  return (
    <>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <SaveFailure failure={failure} title={words.failed} besideFields />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? words.pending : words.submit}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
