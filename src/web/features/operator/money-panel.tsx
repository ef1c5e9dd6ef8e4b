import { useId, useState } from 'react';
import { formatCents } from '#domain/billing/money';
import { defaultMoneyPeriod, type MoneyPeriod } from '#domain/claims/money-words';
import { MoneySummaryView, PeriodPicker } from '../../components/money/money-summary.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { useOperatorMoney, useWaitingClaims } from './money-api.ts';
import { formatMoment, PagedListView, problemOf } from './operator-ui.tsx';

/**
 * Money across every doula: the same figures she sees for her own claims, days to payment,
 * and the rejected and denied claims waiting for someone to act, the longest waiting first.
 */
export function MoneyPanel() {
  const id = useId();
  const [period, setPeriod] = useState<MoneyPeriod>(defaultMoneyPeriod);
  const money = useOperatorMoney(period);

  let summary;
  if (money.isPending) summary = <LoadingState label="Adding up every doula's claims…" />;
  else if (money.isError)
    summary = (
      <Alert tone="error" title="We couldn't add up the claims.">
        <p>{problemOf(money.error)}</p>
        <button type="button" className="button button-small" onClick={() => void money.refetch()}>
          Try again
        </button>
      </Alert>
    );
  else if (money.data.claimCount === 0 && money.data.paidCents === 0)
    summary = <p className="hint">No claims were submitted or paid in this period.</p>;
  else {
    const { medianDays, payments } = money.data.daysToPayment;
    summary = (
      <MoneySummaryView
        summary={money.data}
        extra={
          <div className="money-figure">
            <dt>Days to payment</dt>
            <dd>
              <span className="money-amount">
                {medianDays === null ? '—' : `${medianDays.toLocaleString('en-US')} days`}
              </span>
              <span className="money-definition">
                The median days from a claim’s submission to its payment, over the{' '}
                {payments.toLocaleString('en-US')} {payments === 1 ? 'payment' : 'payments'} of this
                period.
              </span>
            </dd>
          </div>
        }
      />
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="op-panel-header money-glance-header">
        <h2 id={`${id}-title`}>Money</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      <p className="hint">Every doula’s claims and payments together.</p>
      <div className="card">{summary}</div>
      <WaitingForAction />
    </section>
  );
}

function WaitingForAction() {
  const id = useId();
  const waiting = useWaitingClaims();
  const items = waiting.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="money-waiting">
      <h3 id={`${id}-title`}>Waiting for action</h3>
      <p className="hint">
        Rejected and denied claims, the longest waiting first: each needs correcting and sending
        again, or an answer for the doula.
      </p>
      <PagedListView
        list={waiting}
        count={items.length}
        noun="claims"
        one="claim"
        order="oldest"
        loadingLabel="Loading the claims waiting for action…"
        empty={<p>No rejected or denied claims are waiting. Nothing to do here.</p>}
      >
        <ul className="op-list">
          {items.map((claim) => (
            <li key={claim.id} className="op-row op-card op-compact">
              <p className="op-row-title">
                {claim.formId} <StatusBadge status={claim.status} />{' '}
                <span>{formatCents(claim.totalChargeCents)}</span>
              </p>
              <p className="op-row-meta">
                {claim.providerEmail} · {claim.payerName} · since {formatMoment(claim.since)}
              </p>
              {claim.payerReason ? (
                <p className="op-row-meta op-small">{claim.payerReason}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}
