import { useId } from 'react';
import { deadlineWords } from '#domain/billing/reconsideration-window';
import {
  decidingAnswer,
  groundWords,
  nextReconsiderationStates,
  type ReconsiderationState,
  type ReconsiderationView,
  reconsiderationStateWords,
} from '#domain/claims/reconsideration';
import { latestTodayOnEarth } from '#domain/common/dates';
import type { ClaimView } from '#domain/claims/view';
import { Alert } from '../../components/ui/alert.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import {
  useMoveReconsideration,
  useReconsiderationOf,
  useStartReconsideration,
} from './reconsiderations-api.ts';

const moveLabels: Record<ReconsiderationState, string> = {
  drafted: 'Back to drafted',
  sent: 'I sent it to the plan',
  answered: 'The plan answered',
  won: 'The plan changed its decision',
  lost: 'The plan kept its decision',
};

const problem = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? error.message
    : 'We could not do that just now. Please try again.';

/**
 * On a denied or underpaid claim: "Ask the plan to reconsider", then the reconsideration with
 * why, its deadline, its packet and its next states. The server decides whether a
 * reconsideration fits (a detail to correct is refused in one sentence).
 */
export function ReconsiderationSection({ claim }: { claim: ClaimView }) {
  const headingId = useId();
  const current = useReconsiderationOf(claim.id);
  const start = useStartReconsideration();
  if (!current && (!decidingAnswer(claim) || claim.correctedBy)) return null;
  return (
    <section className="claim-next-steps" aria-labelledby={headingId}>
      <h3 id={headingId}>Reconsideration</h3>
      {current ? (
        <Current reconsideration={current} />
      ) : (
        <>
          <p className="hint">
            If the payer decided wrongly, ask the plan to reconsider. We check its reasons against
            what we hold and prepare the packet.
          </p>
          <p className="button-row">
            <BusyButton
              className="button button-primary"
              busy={start.isPending}
              busyLabel="Starting…"
              onClick={() => start.mutate(claim.id)}
            >
              Ask the plan to reconsider
            </BusyButton>
          </p>
        </>
      )}
      {start.data?.notice ? <Alert tone="warning">{start.data.notice}</Alert> : null}
      {start.isError ? <Alert tone="error">{problem(start.error)}</Alert> : null}
    </section>
  );
}

function Current({ reconsideration }: { reconsideration: ReconsiderationView }) {
  const move = useMoveReconsideration();
  const today = latestTodayOnEarth();
  return (
    <>
      <p>{reconsiderationStateWords[reconsideration.state]}.</p>
      <p className="hint">
        Why: {reconsideration.why} (grounds: {groundWords[reconsideration.ground]})
      </p>
      <p className="reconsideration-deadline">
        {deadlineWords(reconsideration.deadline, today)}
        {reconsideration.windowVerified ? '' : ' — the plan’s own window was not verified'}
      </p>
      <p className="button-row">
        <a
          className="button"
          href={`/api/reconsiderations/${encodeURIComponent(reconsideration.id)}/packet`}
          download
        >
          Download the reconsideration packet (PDF)
        </a>
        {nextReconsiderationStates(reconsideration.state).map((state) => (
          <BusyButton
            key={state}
            className="button"
            busy={move.isPending && move.variables?.state === state}
            busyLabel="Saving…"
            onClick={() => move.mutate({ id: reconsideration.id, state })}
          >
            {moveLabels[state]}
          </BusyButton>
        ))}
      </p>
      {move.isError ? <Alert tone="error">{problem(move.error)}</Alert> : null}
    </>
  );
}
