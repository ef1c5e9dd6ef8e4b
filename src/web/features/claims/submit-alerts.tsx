import { messages } from '#domain/common/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Why a submission did not go: the required fields still empty (listed by name), the claim
 * check's refusal, or the server's answer (its message only for a request it refused).
 */
export function SubmitAlerts({
  missing,
  refused,
  failure,
}: {
  missing: string[];
  refused: boolean;
  failure: Error | null;
}) {
  return (
    <>
      {missing.length > 0 ? (
        <Alert tone="error" title={messages.claim.missingFields}>
          <ul className="missing-list">
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {refused ? (
        <Alert tone="error" title="This claim was not sent.">
          The claim check found problems a payer would refuse it for. Fix them (see Claim check),
          then submit again. Everything you entered is still here.
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" title={messages.claim.submitFailed}>
          {failure instanceof ApiError && failure.status >= 400 && failure.status < 500
            ? failure.message
            : null}
        </Alert>
      ) : null}
    </>
  );
}
