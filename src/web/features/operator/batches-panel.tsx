import { useId } from 'react';
import type { BatchSummary } from '#domain/claim-batches';
import { batchFileUrl, useBatches } from './operator-api.ts';
import { formatMoment, PagedListView } from './operator-ui.tsx';

/** The 837P batches sent, newest first: number, payer, when, who, claims, and the file again. */
export function BatchesPanel() {
  const id = useId();
  const batches = useBatches();
  const items = batches.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Batches</h2>
      <p className="hint">
        Every 837P file sent to the clearinghouse. A download is the very file that was made, so its
        control numbers match the clearinghouse’s answers.
      </p>
      <PagedListView
        list={batches}
        count={items.length}
        noun="batches"
        one="batch"
        loadingLabel="Loading the batches…"
        empty={<p>No batch has been made yet. Create one from the claims queue.</p>}
      >
        <ul className="op-list" aria-label="Batches">
          {items.map((batch) => (
            <BatchRow key={batch.id} batch={batch} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}

function BatchRow({ batch }: { batch: BatchSummary }) {
  return (
    <li className="op-row op-card">
      <p className="op-row-title">
        Batch {batch.number} · {batch.payerId} ({batch.payerName})
      </p>
      <p className="op-row-meta">
        {formatMoment(batch.createdAt)} by {batch.createdBy} · {batch.claimCount}{' '}
        {batch.claimCount === 1 ? 'claim' : 'claims'} ·{' '}
        {batch.status === 'open' ? 'Open' : 'Closed'}
        {batch.usage === 'T' ? ' · test file' : ''}
      </p>
      <a className="button button-small" href={batchFileUrl(batch.id)} download>
        Download {batch.fileName}
      </a>
    </li>
  );
}
