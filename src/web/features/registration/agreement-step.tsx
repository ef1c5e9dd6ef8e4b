import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { messages } from '#domain/common/messages';
import type { AgreementView } from '#domain/records/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { currentAgreementQuery } from './api.ts';
import { SupportText } from '../../components/ui/support-text.tsx';

/**
 * The current Business Associate Agreement in a readable, scrollable panel with an agree
 * checkbox. Ticking it records the version being agreed to (the sign-in flow).
 */
export function AgreementStep({
  step,
  acceptedVersion,
  onAccept,
}: {
  step: number;
  acceptedVersion: string | null;
  onAccept(agreement: AgreementView | null): void;
}) {
  const id = useId();
  const agreement = useQuery(currentAgreementQuery);

  let body;
  if (agreement.isPending) body = <LoadingState label="Loading the agreement…" />;
  else if (agreement.isError) {
    const unavailable = agreement.error instanceof ApiError && agreement.error.status === 404;
    body = (
      <Alert tone="error">
        <SupportText
          text={unavailable ? messages.agreement.unavailable : messages.agreement.loadFailed}
        />
      </Alert>
    );
  } else {
    const current = agreement.data;
    body = (
      <>
        <p className="hint">
          Version {current.version}. Please read it through: it governs how we handle your patients'
          protected health information.
        </p>
        <div
          className="agreement-text"
          role="region"
          aria-label="Business Associate Agreement text"
          tabIndex={0}
        >
          {current.content}
        </div>
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={acceptedVersion === current.version}
            onChange={(event) => onAccept(event.target.checked ? current : null)}
          />
          I have read and agree to the Business Associate Agreement
        </label>
      </>
    );
  }

  return (
    <section className="card registration-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{step}. Business Associate Agreement</h2>
      {body}
    </section>
  );
}
