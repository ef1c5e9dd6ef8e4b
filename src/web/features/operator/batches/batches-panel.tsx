import {
  type BatchAcknowledgement,
  type BatchState,
  batchStateLabels,
  type BatchSummary,
} from '#domain/claims/batches';
import { overdueLabels } from '#domain/clearinghouse/batch-overdue';
import { formatMoment } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { batchFileUrl, useBatches } from './batches-api.ts';
import { BatchUpload } from './batch-upload.tsx';
import { BatchResend } from './batch-resend.tsx';

const batchWords = listWords(
  'batch',
  'batches',
  'Loading the batches…',
  'No batch has been made yet. Create one from the claims queue.',
);

/** The 837P batches sent, newest first: number, payer, when, who, claims, and the file again. */
export function BatchesPanel() {
  return (
    <PagedPanel
      title="Batches"
      hint="Every 837P file sent to the clearinghouse. A download is the very file that was made, so its control numbers match the clearinghouse’s answers. A batch stays open until the payer has answered each of its claims; a file the clearinghouse rejects (999) rejects its claims: fix what it names, then Resend makes a new batch of them."
      list={useBatches()}
      words={batchWords}
      label="Batches"
      row={(batch) => <BatchRow key={batch.id} batch={batch} />}
    />
  );
}

const stateColours: Record<BatchState, string> = {
  open: 'status-blue',
  accepted: 'status-green',
  'partly-accepted': 'status-orange',
  rejected: 'status-orange',
  closed: 'op-batch-closed',
};

const transactionWords: Record<BatchAcknowledgement['status'], string> = {
  accepted: 'accepted',
  'accepted-with-errors': 'accepted with errors',
  'partly-accepted': 'partly accepted',
  rejected: 'rejected',
};

function BatchRow({ batch }: { batch: BatchSummary }) {
  const ack = batch.acknowledgement;
  return (
    <li className="card-row op-card">
      <p className="op-row-title">
        Batch {batch.number} · {batch.payerId} ({batch.payerName})
      </p>
      <p className="op-row-meta">
        {formatMoment(batch.createdAt)} by {batch.createdBy} · {batch.claimCount}{' '}
        {batch.claimCount === 1 ? 'claim' : 'claims'}
        {batch.usage === 'T' ? ' · test file' : ''}
      </p>
      <p className="op-batch-state">
        <span className={`status-badge ${stateColours[batch.state]}`}>
          {batchStateLabels[batch.state]}
        </span>{' '}
        <span>
          Claims answered {batch.answeredCount} of {batch.claimCount}
        </span>
      </p>
      {batch.upload ? <BatchUpload upload={batch.upload} /> : null}
      {batch.overdue.map((kind) => (
        <p key={kind} className="op-batch-overdue">
          <span className="status-badge status-red">{overdueLabels[kind]}</span>
        </p>
      ))}
      {ack ? <Acknowledgement ack={ack} /> : null}
      <BatchResend batch={batch} />
      <a className="button button-small" href={batchFileUrl(batch.id)} download>
        Download {batch.fileName}
      </a>
    </li>
  );
}

/** What the clearinghouse's latest 999 said of the file, and when it was imported. */
function Acknowledgement({ ack }: { ack: BatchAcknowledgement }) {
  const verdict =
    ack.status === 'rejected'
      ? 'The clearinghouse could not read this file'
      : `${transactionWords[ack.status].replace(/^./, (first) => first.toUpperCase())} by the clearinghouse`;
  return (
    <div className="op-batch-ack">
      <p>
        {verdict} (999 imported {formatMoment(ack.at)}).
        {ack.status === 'partly-accepted' || ack.transactions.length > 1
          ? ` ${ack.transactions
              .map(
                (transaction) =>
                  `Transaction ${transaction.controlNumber} ${transactionWords[transaction.status]}`,
              )
              .join('; ')}.`
          : ''}
      </p>
      {ack.problems.length > 0 ? (
        <ul aria-label="What the clearinghouse could not read">
          {ack.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
