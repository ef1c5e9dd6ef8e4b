import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldErrorHelpers, SaveFailure } from '../operator-ui.tsx';
import { useOperatorForm, type OperatorFormOptions } from '../forms/use-operator-form.ts';
import { versionFieldOf, type VersionValues } from './payer-profile-text.ts';

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
export function ProfileNameField({ form, label }: { form: ProfileFormState; label: string }) {
  const { control, error } = fieldErrorHelpers(form.id, form.errors);
  return (
    <div className="field">
      <label htmlFor={`${form.id}-name`}>{label}</label>
      <input {...control('name')} type="text" maxLength={100} {...form.form.register('name')} />
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
 * A payer-profile form on the console's form hook: what was typed is checked with the server's
 * schema and, once it passes, sent as typed; the form closes with the message `saved(result,
 * sent)`. A refusal shows on the fields it names, the rest at the end.
 */
export function useProfileForm<Schema extends z.ZodType, Typed, Result>({
  save,
  words,
  onDone,
  onCancel,
  saved,
  ...options
}: FormClose &
  Omit<OperatorFormOptions<VersionValues, Schema, Typed>, 'fieldOf'> & {
    save: UseMutationResult<Result, Error, Typed>;
    words: SaveWords;
    saved: (result: Result, sent: Typed) => string;
  }) {
  const form = useOperatorForm({ ...options, fieldOf: versionFieldOf });
  const submit = form.submit((typed) =>
    save.mutate(typed, {
      onSuccess: (result) => onDone(saved(result, typed)),
      onError: form.showServerErrors,
    }),
  );
  const end = {
    errors: form.errors,
    failure: save.error,
    pending: save.isPending,
    words,
    onCancel,
  };
  return { form, id: form.formId, errors: form.errors, submit, end };
}

/** What the fields of a payer-profile form are given: the form, its id and its errors. */
export interface ProfileFormState {
  form: ReturnType<typeof useOperatorForm<VersionValues, z.ZodType, unknown>>;
  id: string;
  errors: Record<string, string>;
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
  onSubmit(event: FormEvent): Promise<void>;
  children: ReactNode;
}) {
  const Heading = standalone ? 'h3' : 'h4';
  return (
    <form
      className={standalone ? undefined : 'op-version-form'}
      onSubmit={(event) => void onSubmit(event)}
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
