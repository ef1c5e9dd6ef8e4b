import type { UseMutationResult } from '@tanstack/react-query';
import type { ConnectionTestResult } from '#domain/clearinghouse/connections';
import { Alert } from '../../../components/ui/alert.tsx';
import { problemOf } from '../operator-ui.tsx';
import { usePollNow, useSendNow, useTestConnection } from './clearinghouse-api.ts';

/**
 * A connection's three actions: "Test connection" (log in, list both folders, one sentence),
 * "Send now" (claims ready for a payer go out) and "Poll now" (the answer folders are read).
 * Each says what it is doing while it runs, then its one sentence, or why it could not run.
 */
export function ConnectionActions({
  connectionId,
  sendsClaims,
}: {
  connectionId: string;
  sendsClaims: boolean;
}) {
  const test = useTestConnection(connectionId);
  const send = useSendNow(connectionId);
  const poll = usePollNow(connectionId);
  const busy = test.isPending || send.isPending || poll.isPending;
  return (
    <div className="ch-actions">
      <div className="button-row">
        <ActionButton action={test} label="Test connection" pending="Testing…" busy={busy} />
        {sendsClaims ? (
          <ActionButton action={send} label="Send now" pending="Sending…" busy={busy} />
        ) : null}
        <ActionButton action={poll} label="Poll now" pending="Polling…" busy={busy} />
      </div>
      <div aria-live="polite">
        <TestOutcome action={test} />
        <Outcome action={send} failed="Send now did not run." />
        <Outcome action={poll} failed="Poll now did not run." />
      </div>
    </div>
  );
}

type Action<Result> = UseMutationResult<Result, Error, unknown>;

function ActionButton<Result>({
  action,
  label,
  pending,
  busy,
}: {
  action: Action<Result>;
  label: string;
  pending: string;
  busy: boolean;
}) {
  return (
    <button
      type="button"
      className="button button-small"
      disabled={busy}
      onClick={() => action.mutate(undefined)}
    >
      {action.isPending ? pending : label}
    </button>
  );
}

function TestOutcome({ action }: { action: Action<ConnectionTestResult> }) {
  if (action.isError) {
    return (
      <Alert tone="error" title="The test did not run.">
        <p>{problemOf(action.error)}</p>
      </Alert>
    );
  }
  if (!action.data) return null;
  return (
    <Alert tone={action.data.ok ? 'success' : 'error'}>
      <p>{action.data.sentence}</p>
    </Alert>
  );
}

function Outcome({ action, failed }: { action: Action<{ sentence: string }>; failed: string }) {
  if (action.isError) {
    return (
      <Alert tone="error" title={failed}>
        <p>{problemOf(action.error)}</p>
      </Alert>
    );
  }
  return action.data ? (
    <Alert tone="info">
      <p>{action.data.sentence}</p>
    </Alert>
  ) : null;
}
