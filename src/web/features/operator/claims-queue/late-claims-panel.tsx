import { formatCents } from '#domain/billing/money';
import type { LateClaimView } from '#domain/claims/prompt-pay';
import { writtenDate } from '#domain/common/dates';
import { usePagedList } from '../operator-query.ts';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import './late-claims.css';

const lateWords = listWords(
  'late claim',
  'late claims',
  'Loading the late claims…',
  'No claim is late: every claim a payer received is paid or still inside its prompt-pay deadline.',
);

/**
 * Late payments (decision 110): every doula's claims past their prompt-pay deadline and unpaid,
 * payer by payer, the longest late first within a payer, with the interest owed today.
 */
export function LateClaimsPanel() {
  return (
    <PagedPanel
      title="Late payments"
      hint="Claims a payer received and has not paid by its prompt-pay deadline, payer by payer, the longest late first. The interest is what the statute adds by today."
      list={usePagedList<LateClaimView>('/api/operator/late-claims')}
      words={lateWords}
      row={(claim) => <LateClaimRow key={claim.id} claim={claim} />}
    />
  );
}

function LateClaimRow({ claim }: { claim: LateClaimView }) {
  return (
    <li className="card-row op-card op-compact late-claim-row">
      <p className="op-row-title">
        {claim.payer.name} ({claim.payer.id})
      </p>
      <p className="op-row-meta">
        {claim.formId}, {claim.provider.name || claim.provider.email}
      </p>
      <dl className="late-claim-figures">
        <div>
          <dt>Days late</dt>
          <dd>{claim.lateDays}</dd>
        </div>
        <div>
          <dt>Interest owed</dt>
          <dd>{formatCents(claim.interestOwedCents)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{writtenDate(claim.receivedOn)}</dd>
        </div>
        <div>
          <dt>Due by</dt>
          <dd>{writtenDate(claim.dueOn)}</dd>
        </div>
      </dl>
      <p className="op-row-meta">Under {claim.statute}</p>
    </li>
  );
}
