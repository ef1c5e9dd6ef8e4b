import { useState } from 'react';
import type { BatchSummary } from '#domain/claims/batches';
import { Alert } from '../../../components/ui/alert.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { problemOf } from '../operator-ui.tsx';
import { useResendBatch } from './batches-api.ts';

/**
 * A batch's link to its resend: on a rejected batch, **Resend** (a new batch of its claims, once
 * the 999's problems above are fixed) or the batch that sent it again; on a resend, the batch
 * it sends again. The server's one sentence when it refuses.
 */
export function BatchResend({ batch }: { batch: BatchSummary }) {
  const resend = useResendBatch();
  const [problem, setProblem] = useState('');
  const [made, setMade] = useState<number | null>(null);
  const onResend = () => {
    setProblem('');
    resend.mutate(batch.id, {
      onSuccess: (created) => setMade(created.number),
      onError: (error) => setProblem(problemOf(error)),
    });
  };
  const resentAs = made ?? batch.resentAs;
  return (
    <>
      {batch.resends !== null ? (
        <p className="op-row-meta">Sends again the claims of batch {batch.resends}.</p>
      ) : null}
      {resentAs !== null ? (
        <p role={made !== null ? 'status' : undefined}>Sent again as batch {resentAs}.</p>
      ) : batch.state === 'rejected' ? (
        <p className="button-row">
          <BusyButton
            className="button button-small"
            busy={resend.isPending}
            busyLabel="Resending…"
            onClick={onResend}
            aria-label={`Resend batch ${batch.number}`}
          >
            Resend
          </BusyButton>
        </p>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </>
  );
}
