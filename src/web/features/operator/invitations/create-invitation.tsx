import { useId, useState, type FormEvent } from 'react';
import {
  invitationCreateSchema,
  typedCodeLimits,
  type CreatedInvitation,
} from '#domain/invitations';
import { Alert } from '../../../components/ui/alert.tsx';
import { useCreateInvitation } from './invitations-api.ts';
import { fieldErrorHelpers, fieldErrorsOf, issueMessages, SaveFailure } from '../operator-ui.tsx';

const codeModes = [
  { mode: 'generate', label: 'Generate a code' },
  { mode: 'type', label: 'Type a code' },
] as const;

/** A new invitation for an email, with a code typed or generated; the code shows once. */
export function CreateInvitation() {
  const id = useId();
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<(typeof codeModes)[number]['mode']>('generate');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const input = { email, ...(mode === 'type' ? { code } : {}) };
    const parsed = invitationCreateSchema.safeParse(input);
    const found = parsed.success ? {} : issueMessages(parsed.error);
    if (mode === 'type' && !code.trim()) found.code = 'Type the code, or choose “Generate a code”.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        setEmail('');
        setCode('');
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const { describe, error, control } = fieldErrorHelpers(id, errors);

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>New invitation</h3>
      <div className="field">
        <label htmlFor={`${id}-email`}>Provider’s email</label>
        <input
          {...control('email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
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
        <div className="field">
          <label htmlFor={`${id}-code`}>Code to send</label>
          <input
            {...control('code')}
            autoComplete="off"
            maxLength={typedCodeLimits.max}
            value={code}
            aria-describedby={[`${id}-code-hint`, describe('code')].filter(Boolean).join(' ')}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={`${id}-code-hint`} className="field-hint">
            At least {typedCodeLimits.min} letters, digits or dashes. It is saved in capitals.
          </p>
          {error('code')}
        </div>
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
      {created ? (
        <Alert tone="success" title={`Invitation created for ${created.invitation.email}.`}>
          <p>
            Invitation code: <code className="op-code">{created.code}</code>
          </p>
          <p>
            Send this code to {created.invitation.email}. Copy it now: for safety it is not shown
            again.
          </p>
        </Alert>
      ) : null}
    </form>
  );
}
