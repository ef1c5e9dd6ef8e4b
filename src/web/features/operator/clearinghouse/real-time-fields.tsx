import type { ReactNode } from 'react';
import type { TextOptions } from './text-field-options.ts';

type RealTimeTextKey =
  | 'realTimeUrl'
  | 'realTimeUsername'
  | 'realTimePassword'
  | 'realTimeCaCertificate'
  | 'realTimeSenderId'
  | 'realTimeReceiverId'
  | 'realTimeTimeoutSeconds';

interface RealTimeFieldsProps {
  /** The form's text input, with its label, hint and error. */
  text(name: RealTimeTextKey, label: string, options?: TextOptions): ReactNode;
  /** The form's checkbox, with its label and error. */
  checkbox(name: 'answersRealTime', label: string): ReactNode;
}

/**
 * The real-time endpoint (eligibility and claim-status questions, CAQH CORE over HTTPS): its
 * address, its own user and password (never shown again), the CORE IDs, the timeout, a pinned
 * CA, and whether real-time questions go through this connection.
 */
export function RealTimeFields({ text, checkbox }: RealTimeFieldsProps) {
  return (
    <fieldset className="field">
      <legend>Real-time endpoint (eligibility and claim status)</legend>
      <p className="hint">Leave the address blank when this clearinghouse has none.</p>
      {text('realTimeUrl', 'Real-time endpoint address', {
        hint: 'The CAQH CORE SOAP address, https://…',
      })}
      {text('realTimeUsername', 'Real-time user')}
      {text('realTimePassword', 'Real-time password', { secret: true })}
      <div className="ch-field-row">
        {text('realTimeSenderId', 'CORE sender ID')}
        {text('realTimeReceiverId', 'CORE receiver ID')}
      </div>
      {text('realTimeTimeoutSeconds', 'Answer timeout (seconds)', { inputMode: 'numeric' })}
      {text('realTimeCaCertificate', 'Trusted certificate (optional)', {
        hint: 'A CA or server certificate in PEM form, for an endpoint whose certificate the usual authorities did not issue. Only it is trusted for this endpoint.',
        rows: 3,
      })}
      {checkbox('answersRealTime', 'Ask real-time questions through this connection')}
    </fieldset>
  );
}
