import { useState, type FormEvent } from 'react';
import {
  invitationCreateSchema,
  typedCodeLimits,
  type CreatedInvitation,
} from '#domain/account/invitations';
import { Alert } from '../../../components/ui/alert.tsx';
import { useCreateInvitation } from './invitations-api.ts';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { fieldErrorHelpers, SaveFailure } from '../operator-ui.tsx';

const codeModes = [
  { mode: 'generate', label: 'Generate a code' },
  { mode: 'type', label: 'Type a code' },
] as const;

type Mode = (typeof codeModes)[number]['mode'];

/** The form's hook: the email and code checked with the server's schema, sent as typed. */
function useCreateInvitationForm() {
  const create = useCreateInvitation();
  const [mode, setMode] = useState<Mode>('generate');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const form = useOperatorForm({
    schema: invitationCreateSchema,
    defaults: { email: '', code: '' },
    toInput: ({ email, code }) => ({ email, ...(mode === 'type' ? { code } : {}) }),
    reword: (errors, { code }) => {
      if (mode === 'type' && !code.trim())
        errors.code = 'Type the code, or choose “Generate a code”.';
    },
  });
  const send = form.submit((input) =>
    create.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        form.reset();
      },
      onError: form.showServerErrors,
    }),
  );
  const submit = (event: FormEvent) => {
    setCreated(null);
    void send(event);
  };
  return { create, form, mode, setMode, created, submit };
}

/** The code to send, typed: its rule and its error. */
function TypedCode({ form }: { form: ReturnType<typeof useCreateInvitationForm>['form'] }) {
  const id = form.formId;
  const { describe, error, control } = fieldErrorHelpers(id, form.errors);
  return (
    <div className="field">
      <label htmlFor={`${id}-code`}>Code to send</label>
      <input
        {...control('code')}
        autoComplete="off"
        maxLength={typedCodeLimits.max}
        aria-describedby={[`${id}-code-hint`, describe('code')].filter(Boolean).join(' ')}
        {...form.register('code')}
      />
      <p id={`${id}-code-hint`} className="field-hint">
        At least {typedCodeLimits.min} letters, digits or dashes. It is saved in capitals.
      </p>
      {error('code')}
    </div>
  );
}

/** The invitation made, with its code shown this once. */
function Created({ created }: { created: CreatedInvitation }) {
  return (
    <Alert tone="success" title={`Invitation created for ${created.invitation.email}.`}>
      <p>
        Invitation code: <code className="op-code">{created.code}</code>
      </p>
      <p>
        Send this code to {created.invitation.email}. Copy it now: for safety it is not shown again.
      </p>
    </Alert>
  );
}

/** A new invitation for an email, with a code typed or generated; the code shows once. */
export function CreateInvitation() {
  const { create, form, mode, setMode, created, submit } = useCreateInvitationForm();
  const id = form.formId;
  const { error, control } = fieldErrorHelpers(id, form.errors);

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>New invitation</h3>
      <div className="field">
        <label htmlFor={`${id}-email`}>Provider’s email</label>
        <input {...control('email')} type="email" autoComplete="off" {...form.register('email')} />
        {error('email')}
      </div>
      <fieldset className="field">
        <legend>Invitation code</legend>
        <div className="choice-row op-choices">
          {codeModes.map((choice) => (
            <label key={choice.mode}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === choice.mode}
                onChange={() => setMode(choice.mode)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'type' ? (
        <TypedCode form={form} />
      ) : (
        <p className="field-hint">
          A code of 16 characters, like K7QP-2MXW-9HTR-4BZN, is made for you when you create the
          invitation.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create invitation'}
      </button>
      <SaveFailure failure={create.error} title="The invitation was not created." besideFields />
      {created ? <Created created={created} /> : null}
    </form>
  );
}
