import { useId, useState, type KeyboardEvent } from 'react';
import { messages } from '#domain/common/messages';
import { normalizeInvitationCode } from '#domain/records/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { checkInvitationCode } from './api.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { SupportText } from '../../components/ui/support-text.tsx';

export type CodeState =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'valid'; code: string; message: string }
  | { status: 'invalid'; message: string };

/**
 * The invitation code step: the input is trimmed and upper-cased, Enter validates too, a valid
 * code locks the input and a Change button clears it.
 */
export function InvitationCodeStep({
  state,
  onChange,
}: {
  state: CodeState;
  onChange(state: CodeState): void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const locked = state.status === 'valid';
  const validating = state.status === 'validating';

  async function validate() {
    const code = normalizeInvitationCode(value);
    setValue(code);
    onChange({ status: 'validating' });
    onChange(await answerTo(code));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!locked && !validating) void validate();
    }
  }

  return (
    <section className="card registration-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>1. Your invitation code</h2>
      <p className="hint">We're in private beta: enter the invitation code we sent you.</p>
      <div className="field">
        <label htmlFor={`${id}-code`}>Invitation code</label>
        <div className="inline-field">
          <input
            id={`${id}-code`}
            value={value}
            onChange={(event) => setValue(event.target.value.toUpperCase())}
            onKeyDown={onKeyDown}
            readOnly={locked}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={state.status === 'invalid' ? true : undefined}
            aria-describedby={`${id}-status`}
          />
          {locked ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setValue('');
                onChange({ status: 'idle' });
              }}
            >
              Change
            </button>
          ) : (
            <BusyButton
              className="button button-primary"
              onClick={() => void validate()}
              busy={validating}
              busyLabel="Validating…"
            >
              Validate
            </BusyButton>
          )}
        </div>
      </div>
      <div id={`${id}-status`}>
        {state.status === 'valid' ? <Alert tone="success">{state.message}</Alert> : null}
        {state.status === 'invalid' ? (
          <Alert tone="error">
            <SupportText text={state.message} />
          </Alert>
        ) : null}
      </div>
    </section>
  );
}

/** The server's answer to a code, as the step's state. */
async function answerTo(code: string): Promise<CodeState> {
  try {
    const result = await checkInvitationCode(code);
    return result.valid
      ? { status: 'valid', code, message: result.message }
      : { status: 'invalid', message: result.message };
  } catch (error) {
    // A refused check (too many attempts) has its own words; anything else is the product's general message.
    const message =
      error instanceof ApiError && error.status === 429
        ? error.message
        : messages.invitation.checkErrored;
    return { status: 'invalid', message };
  }
}
