import { Link } from 'react-router';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { transferStepLabels } from '#domain/clearinghouse/words';
import { formatMoment } from '../operator-ui.tsx';
import { useConnections, useOverdueBatches } from './clearinghouse-api.ts';

/** Last successful send and poll, and the last error in plain words (until that step works). */
export function HealthLine({ connection }: { connection: ConnectionView }) {
  const { lastSentAt, lastPolledAt, lastError } = connection.health;
  return (
    <>
      <span>
        Last sent: {lastSentAt ? formatMoment(lastSentAt) : 'never'} · Last polled:{' '}
        {lastPolledAt ? formatMoment(lastPolledAt) : 'never'}
      </span>
      {lastError ? (
        <span className="ch-problem">
          {' '}
          {transferStepLabels[lastError.during]} failed {formatMoment(lastError.at)}:{' '}
          {lastError.message}
        </span>
      ) : null}
    </>
  );
}

/**
 * The top of every console section: each connection's health and how many batches are overdue.
 * With no connection and nothing overdue it shows nothing (the console works by hand then).
 */
export function ClearinghouseHealth() {
  const connections = useConnections().data?.connections ?? [];
  const overdue = useOverdueBatches().data;
  if (connections.length === 0 && !overdue?.count) return null;
  const failing = connections.some((connection) => connection.health.lastError);
  return (
    <section
      aria-label="Clearinghouse health"
      className={`ch-health${failing || overdue?.count ? ' ch-health-warn' : ''}`}
    >
      <ul>
        {connections.map((connection) => (
          <li key={connection.id}>
            <strong>{connection.name}</strong>: <HealthLine connection={connection} />
          </li>
        ))}
        {overdue?.count ? (
          <li>
            <Link to="?section=batches">
              {overdue.count === 1
                ? 'One batch is overdue'
                : `${overdue.count} batches are overdue`}
            </Link>{' '}
            for an answer from the clearinghouse (999 within 24 hours, 277CA within 72).
          </li>
        ) : null}
      </ul>
    </section>
  );
}
