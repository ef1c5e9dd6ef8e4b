import { useState } from 'react';
import { formatCents } from '#domain/billing/money';
import type { OperatorMoneySummary, WaitingClaim } from '#domain/claims/money';
import { Link } from 'react-router';
import {
  defaultMoneyPeriod,
  type MoneyPeriod,
  operatorMoneyDefinitions,
} from '#domain/claims/money-words';
import { MoneyState, PeriodPicker } from '../../../components/money/money-summary.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useOperatorMoney, useWaitingClaims } from './money-api.ts';
import { Panel } from '../operator-panel.tsx';
import { formatMoment, LoadProblem } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';

/**
 * Money across every doula: the same figures she sees for her own claims, days to payment,
 * and the rejected and denied claims waiting for someone to act, the longest waiting first.
 */
export function MoneyPanel() {
  const [period, setPeriod] = useState<MoneyPeriod>(defaultMoneyPeriod);
  const money = useOperatorMoney(period);
  return (
    <Panel
      title="Money"
      action={<PeriodPicker value={period} onChange={setPeriod} />}
      headerClassName="money-glance-header"
    >
      <p className="hint">
        Every doula’s claims and payments together: the claims doulas submitted and what payers paid
        them.
      </p>
      <div className="card">
        <MoneyState
          money={money}
          loadingLabel="Adding up every doula's claims…"
          definitions={operatorMoneyDefinitions}
          failed={<LoadProblem title="We couldn't add up the claims." query={money} />}
          empty={<p className="hint">No claims were submitted or paid in this period.</p>}
          extra={(summary) => <DaysToPayment {...summary.daysToPayment} />}
        />
      </div>
      <WaitingForAction />
    </Panel>
  );
}

/** The median days from submission to payment, an operator's figure beside the doula's four. */
function DaysToPayment({ medianDays, payments }: OperatorMoneySummary['daysToPayment']) {
  return (
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
  );
}

const waitingWords = listWords(
  'claim',
  'claims',
  'Loading the claims waiting for action…',
  'No rejected or denied claims are waiting. Nothing to do here.',
);

function WaitingForAction() {
  return (
    <PagedPanel
      title="Waiting for action"
      level={3}
      className="money-waiting"
      hint="Rejected and denied claims, the longest waiting first: each needs correcting and sending again, or an answer for the doula."
      list={useWaitingClaims()}
      words={waitingWords}
      order="oldest"
      row={(claim) => <WaitingRow key={claim.id} claim={claim} />}
    />
  );
}

function WaitingRow({ claim }: { claim: WaitingClaim }) {
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">
        <Link to={`?section=claims&claim=${encodeURIComponent(claim.formId)}`}>
          Claim {claim.formId}
        </Link>{' '}
        <StatusBadge status={claim.status} /> <span>{formatCents(claim.totalChargeCents)}</span>
      </p>
      <p className="op-row-meta">
        {claim.providerEmail} · {claim.payerName} · since {formatMoment(claim.since)}
      </p>
      {claim.payerReason ? <p className="op-row-meta op-small">{claim.payerReason}</p> : null}
    </li>
  );
}
