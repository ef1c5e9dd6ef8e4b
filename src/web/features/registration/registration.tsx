import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messages } from '#domain/common/messages';
import type { AgreementView } from '#domain/records/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { AgreementStep } from './agreement-step.tsx';
import { profileStatusQuery } from '../../records/profile.ts';
import { useRegister } from './api.ts';
import { InvitationCodeStep, type CodeState } from './invitation-code-step.tsx';
import { ProfileForm } from './profile-form.tsx';

/**
 * First-time registration on /: invitation code, agreement, profile form.
 * A provider who already registered and only has a newer agreement to accept sees the
 * agreement and her saved profile, without being asked for a code again.
 */
export function Registration() {
  const id = useId();
  const status = useQuery(profileStatusQuery);
  const [code, setCode] = useState<CodeState>({ status: 'idle' });
  const [accepted, setAccepted] = useState<AgreementView | null>(null);
  const register = useRegister();

  if (status.isPending) return <LoadingState label="Loading your registration…" />;
  if (status.isError) return <Alert tone="error">{messages.profile.loadFailed}</Alert>;

  const { invitationRedeemed, profile, email } = status.data;
  const returning = invitationRedeemed && profile !== null;
  const codeReady = invitationRedeemed || code.status === 'valid';
  const blocked = !codeReady || !accepted || code.status === 'validating';

  const serverMessage = (() => {
    if (!register.isError) return null;
    const error = register.error;
    // The server's own words for rule failures (code, agreement, fields); else the product's.
    if (error instanceof ApiError && [400, 409, 429].includes(error.status)) return error.message;
    return messages.registration.saveFailed;
  })();

  return (
    <div className="registration">
      {returning ? (
        <Alert tone="info" title="We've updated our Business Associate Agreement.">
          Please read and accept the new version to continue. Your profile is already saved below.
        </Alert>
      ) : (
        <p className="lead">Three short steps and you can submit your first claim.</p>
      )}
      {invitationRedeemed ? null : <InvitationCodeStep state={code} onChange={setCode} />}
      <AgreementStep
        step={invitationRedeemed ? 1 : 2}
        acceptedVersion={accepted?.version ?? null}
        onAccept={setAccepted}
      />
      <section className="card registration-step" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{invitationRedeemed ? 2 : 3}. Your business profile</h2>
        <p className="hint">This is what payers need from you on every claim.</p>
        <ProfileForm
          email={email}
          profile={profile}
          submitLabel="Complete Registration"
          blocked={blocked}
          submitting={register.isPending}
          onSubmit={(values) => {
            if (!accepted) return;
            register.mutate({
              invitationCode: code.status === 'valid' ? code.code : undefined,
              agreementVersion: accepted.version,
              profile: values,
            });
          }}
          status={
            <>
              {serverMessage ? <Alert tone="error">{serverMessage}</Alert> : null}
              {blocked ? (
                <p className="field-hint">
                  {!codeReady
                    ? 'Validate your invitation code and accept the agreement to complete registration.'
                    : 'Accept the agreement to complete registration.'}
                </p>
              ) : null}
            </>
          }
        />
      </section>
    </div>
  );
}
