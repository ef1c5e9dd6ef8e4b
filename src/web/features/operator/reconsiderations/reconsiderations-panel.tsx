import type { RecordPage } from '#domain/records/list';
import { deadlineWords } from '#domain/billing/reconsideration-window';
import {
  groundWords,
  type OperatorReconsiderationView,
  reconsiderationStateWords,
} from '#domain/claims/reconsideration';
import { latestTodayOnEarth } from '#domain/common/dates';
import { usePagedList } from '../operator-query.ts';
import { listWords, PagedPanel } from '../paged-panel.tsx';

const words = listWords(
  'reconsideration',
  'reconsiderations',
  'Loading the open reconsiderations…',
  'No open reconsideration. Doulas start one from a denied or underpaid claim.',
);

/**
 * Every doula's open reconsiderations (drafted, sent, answered), soonest deadline first: the
 * claim's form ID, the payer, the grounds and where it stands. No patient is named.
 */
export function ReconsiderationsPanel() {
  const list = usePagedList<OperatorReconsiderationView, RecordPage<OperatorReconsiderationView>>(
    '/api/operator/reconsiderations',
  );
  const today = latestTodayOnEarth();
  return (
    <PagedPanel
      title="Reconsiderations"
      hint="Open reconsiderations of every doula, soonest deadline first. A deadline the payer's own window did not confirm says so."
      list={list}
      words={words}
      row={(item) => (
        <li key={item.id} className="card-row op-card op-compact">
          <p className="op-row-title">
            {item.formId} · {item.payerName}
            {item.level === 2 ? ' · second level' : ''}
          </p>
          <p className="op-row-meta">
            {deadlineWords(item.deadline, today)}
            {item.windowVerified ? '' : ' (window not verified)'}
          </p>
          <p className="op-row-meta op-small">
            {reconsiderationStateWords[item.state]} · grounds: {groundWords[item.ground]}
          </p>
        </li>
      )}
    />
  );
}
