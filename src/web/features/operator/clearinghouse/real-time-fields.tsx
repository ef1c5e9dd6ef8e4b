import type { ReactNode } from 'react';
import { fieldErrorHelpers } from '../operator-ui.tsx';
import type { ConnectionDraft } from './connection-draft.ts';

type RealTimeTextKey =
  | 'realTimeUrl'
  | 'realTimeUsername'
  | 'realTimeSenderId'
  | 'realTimeReceiverId'
  | 'realTimeTimeoutSeconds';

interface RealTimeFieldsProps {
  id: string;
  draft: ConnectionDraft;
  set(next: ConnectionDraft): void;
  errors: Record<string, string>;
  editing: boolean;
  /** The form's text input, with its label, hint and error. */
  text(
    name: RealTimeTextKey,
    label: string,
    options?: { hint?: ReactNode; inputMode?: 'numeric' },
  ): ReactNode;
}

/**
 * The real-time endpoint (eligibility and claim-status questions, CAQH CORE over HTTPS): its
 * address, its own user and password (never shown again), the CORE IDs, the timeout, a pinned
 * CA, and whether real-time questions go through this connection.
 */
export function RealTimeFields({ id, draft, set, errors, editing, text }: RealTimeFieldsProps) {
  const { control, error } = fieldErrorHelpers(id, errors);
  return (
    <fieldset className="field">
      <legend>Real-time endpoint (eligibility and claim status)</legend>
      <p className="hint">Leave the address blank when this clearinghouse has none.</p>
      {text('realTimeUrl', 'Real-time endpoint address', {
        hint: 'The CAQH CORE SOAP address, https://…',
      })}
      {text('realTimeUsername', 'Real-time user')}
      <div className="field">
        <label htmlFor={`${id}-realTimePassword`}>Real-time password</label>
        {editing ? (
          <p className="hint">Leave it blank to keep the one saved; it is not shown again.</p>
        ) : null}
        <input
          {...control('realTimePassword')}
          type="password"
          autoComplete="new-password"
          value={draft.realTimePassword}
          onChange={(event) => set({ ...draft, realTimePassword: event.target.value })}
        />
        {error('realTimePassword')}
      </div>
      <div className="ch-field-row">
        {text('realTimeSenderId', 'CORE sender ID')}
        {text('realTimeReceiverId', 'CORE receiver ID')}
      </div>
      {text('realTimeTimeoutSeconds', 'Answer timeout (seconds)', { inputMode: 'numeric' })}
      <div className="field">
        <label htmlFor={`${id}-realTimeCaCertificate`}>Trusted certificate (optional)</label>
        <p className="hint">
          A CA or server certificate in PEM form, for an endpoint whose certificate the usual
          authorities did not issue. Only it is trusted for this endpoint.
        </p>
        <textarea
          {...control('realTimeCaCertificate')}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          value={draft.realTimeCaCertificate}
          onChange={(event) => set({ ...draft, realTimeCaCertificate: event.target.value })}
        />
        {error('realTimeCaCertificate')}
      </div>
      <label className="checkbox-row">
        <input
          {...control('answersRealTime')}
          type="checkbox"
          checked={draft.answersRealTime}
          onChange={(event) => set({ ...draft, answersRealTime: event.target.checked })}
        />
        Ask real-time questions through this connection
      </label>
      {error('answersRealTime')}
    </fieldset>
  );
}
