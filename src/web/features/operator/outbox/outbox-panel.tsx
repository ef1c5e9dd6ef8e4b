import {
  outboxStatusLabels,
  outboxStatuses,
  type OutboxMessageView,
  type OutboxPage,
  type OutboxStatus,
} from '#domain/operations/outbox';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatMoment } from '../operator-ui.tsx';
import { usePagedList } from '../operator-query.ts';
import { listWords, PagedPanel } from '../paged-panel.tsx';

/** The badge colour of each status: done, waiting, or needing someone's attention. */
const tone: Record<OutboxStatus, 'success' | 'denied' | 'failure'> = {
  sent: 'success',
  pending: 'denied',
  sending: 'denied',
  failed: 'failure',
  no_address: 'failure',
};

const messageWords = listWords(
  'message',
  'messages',
  'Loading the outbox…',
  'No emails yet. One is queued whenever a claim changes status.',
);

/**
 * The outbox: every email the app queued for a doula (a claim changed status), to whom (masked),
 * and whether it went. Without SMTP settings nothing is sent and the messages wait here.
 */
export function OutboxPanel() {
  // Every page carries the counts per status; the first page's are shown.
  const outbox = usePagedList<OutboxMessageView, OutboxPage>('/api/operator/outbox');
  const first = outbox.data?.pages[0];

  return (
    <PagedPanel
      title="Outbox"
      action={
        <button
          type="button"
          className="button button-small"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {outbox.isFetching && !outbox.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      }
      hint="Emails to doulas when a claim changes status, newest first. They never name a patient, a date, a form ID or an amount; addresses are shown masked."
      top={<OutboxState first={first} />}
      list={outbox}
      words={messageWords}
      row={(message) => <OutboxRow key={message.id} message={message} />}
    />
  );
}

/** Whether email sending is on, and how many messages are in each status. */
function OutboxState({ first }: { first: OutboxPage | undefined }) {
  return (
    <>
      {first?.delivery === 'off' ? (
        <Alert tone="warning" title="Email sending is off.">
          <p>
            The server has no SMTP settings, so these messages wait here and no doula receives them.
            Set SMTP_URL (or SMTP_HOST) and SMTP_FROM to send them.
          </p>
        </Alert>
      ) : null}
      {first ? (
        <ul className="op-outbox-counts" aria-label="Messages by status">
          {outboxStatuses.map((status) => (
            <li key={status}>
              <span className="op-outbox-count">{first.counts[status]}</span>{' '}
              {outboxStatusLabels[status]}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function OutboxRow({ message }: { message: OutboxMessageView }) {
  const attempts =
    message.attempts === 0
      ? 'Not tried yet'
      : `${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`;
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">
        {message.subject}{' '}
        <span className={`op-outcome op-outcome-${tone[message.status]}`}>
          {outboxStatusLabels[message.status]}
        </span>
      </p>
      <p className="op-row-meta">
        To {message.to} · queued {formatMoment(message.createdAt)}
      </p>
      <p className="op-row-meta op-small">
        {message.sentAt ? `Sent ${formatMoment(message.sentAt)}` : attempts}
        {message.lastError ? ` · last error ${message.lastError}` : ''}
        {message.status === 'pending' && message.attempts > 0 && message.nextAttemptAt
          ? ` · next try ${formatMoment(message.nextAttemptAt)}`
          : ''}
      </p>
    </li>
  );
}
