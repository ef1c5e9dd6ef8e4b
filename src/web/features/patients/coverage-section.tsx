import { useState } from 'react';
import {
  type CoverageCheckView,
  coverageMessages,
  coverageMonthSchema,
  coverageStatusLabels,
} from '#domain/clearinghouse/coverage';
import { monthLabel } from '#domain/claims/money-words';
import { writtenDate } from '#domain/common/dates';
import { formatLongDateTime } from '../../lib/claim-format.ts';
import { useCheckCoverage, useCoverageHistory } from './coverage-api.ts';

/** What the managed-care offer changes on the patient: the payer and, when given, her member ID. */
export interface PayerSwitch {
  insuranceProvider: string;
  payerId: string;
  policyNumber: string | null;
}

function CheckSummary({ check }: { check: CoverageCheckView }) {
  const { plan } = check;
  const dates = [
    plan.from && `from ${writtenDate(plan.from)}`,
    plan.to && `to ${writtenDate(plan.to)}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <dl className="coverage-summary">
      <dt>Answer</dt>
      <dd>
        <strong>{coverageStatusLabels[check.status]}</strong> for {monthLabel(check.month)} (
        {check.payerName})
      </dd>
      {plan.name ? (
        <>
          <dt>Plan</dt>
          <dd>
            {plan.name}
            {dates ? ` ${dates}` : ''}
          </dd>
        </>
      ) : null}
      {check.payerMemberId ? (
        <>
          <dt>Member ID the payer knows</dt>
          <dd>{check.payerMemberId}</dd>
        </>
      ) : null}
      {check.explanation ? (
        <>
          <dt>Why</dt>
          <dd>{check.explanation}</dd>
        </>
      ) : null}
      <dt>Checked</dt>
      <dd>
        {formatLongDateTime(check.checkedAt)}
        {check.cached ? ' (answer from the last 24 hours, not asked again)' : ''}
      </dd>
    </dl>
  );
}

function ManagedCareOffer({
  check,
  onSwitch,
}: {
  check: CoverageCheckView;
  onSwitch: (change: PayerSwitch) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const plan = check.managedCare;
  if (!plan) return null;
  if (!plan.name || !plan.payerId) {
    return (
      <p className="coverage-offer" role="note">
        The payer says she is enrolled in a managed-care plan
        {plan.name ? `: ${plan.name}` : ` (“${plan.message ?? ''}”)`}. Ask her for the plan’s card
        and change her payer in Insurance above.
      </p>
    );
  }
  const change = {
    insuranceProvider: plan.name,
    payerId: plan.payerId,
    policyNumber: check.payerMemberId,
  };
  return (
    <div className="coverage-offer" role="note">
      <p>
        The payer says she is enrolled in {plan.name} (payer ID {plan.payerId}): bill that plan
        instead.
      </p>
      {confirming ? (
        <p>
          Switch her payer to {plan.name}
          {check.payerMemberId ? `, member ID ${check.payerMemberId}` : ''}? Her next claims will
          bill that plan.{' '}
          <button type="button" className="button button-primary" onClick={() => onSwitch(change)}>
            Yes, switch payer
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Keep the current payer
          </button>
        </p>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Switch payer to {plan.name}
        </button>
      )}
    </div>
  );
}

/**
 * "Check coverage" on her patient: the month of service (this month unless she picks one), the
 * payer's answer in plain words, the offer to bill a managed-care plan instead, and the
 * history of checks. Saved patient details only: a change typed above is saved first. While no
 * connection answers coverage questions, one sentence stands in place of the button.
 */
export function CoverageSection({
  patientId,
  onSwitchPayer,
}: {
  patientId: string;
  onSwitchPayer: (change: PayerSwitch) => void;
}) {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const history = useCoverageHistory(patientId);
  const check = useCheckCoverage(patientId);
  const monthValid = coverageMonthSchema.safeParse(month).success;
  const latest = check.data ?? history.data?.checks[0];
  return (
    <fieldset className="coverage-section">
      <legend>Coverage</legend>
      {history.data?.available === false ? (
        <p className="hint">{coverageMessages.notAvailable}</p>
      ) : history.isPending ? null : (
        <>
          <div className="form-grid">
            <label className="field">
              <span className="field-label">Month of service</span>
              <input
                type="month"
                value={month}
                onChange={(event) => setMonth(event.target.value)}
              />
            </label>
          </div>
          <p>
            <button
              type="button"
              className="button"
              disabled={!monthValid || check.isPending}
              aria-busy={check.isPending}
              onClick={() => check.mutate(month)}
            >
              {check.isPending ? 'Checking coverage…' : 'Check coverage'}
            </button>
          </p>
        </>
      )}
      <div aria-live="polite">
        {check.isError ? <p role="alert">{check.error.message}</p> : null}
        {latest ? (
          <>
            <CheckSummary check={latest} />
            <ManagedCareOffer check={latest} onSwitch={onSwitchPayer} />
          </>
        ) : null}
      </div>
      {history.data && history.data.checks.length > 0 ? (
        <details>
          <summary>Earlier checks ({history.data.checks.length})</summary>
          <ul className="coverage-history">
            {history.data.checks.map((item) => (
              <li key={item.id}>
                {formatLongDateTime(item.checkedAt)}: {coverageStatusLabels[item.status]} for{' '}
                {monthLabel(item.month)} ({item.payerName})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}
