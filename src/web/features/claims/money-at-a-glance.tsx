import { useId, useState } from 'react';
import { defaultMoneyPeriod, type MoneyPeriod } from '#domain/claims/money-words';
import { MoneySummaryView, PeriodPicker } from '../../components/money/money-summary.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useMoneySummary } from './money-api.ts';

/**
 * Her money at a glance, above her claims: billed, expected, paid and outstanding for the
 * period she picks, her claims by status and paid per month. Refreshes when a claim changes.
 */
export function MoneyAtAGlance() {
  const id = useId();
  const [period, setPeriod] = useState<MoneyPeriod>(defaultMoneyPeriod);
  const summary = useMoneySummary(period);

  let body;
  if (summary.isPending) body = <LoadingState label="Adding up your money…" />;
  else if (summary.isError)
    body = (
      <Alert tone="error">
        <p>We couldn’t add up your money just now.</p>
        <button
          type="button"
          className="button button-small"
          onClick={() => void summary.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  else if (summary.data.claimCount === 0 && summary.data.paidCents === 0)
    body = (
      <p className="money-empty">
        Nothing here for this period yet. Once you submit claims, what you billed and what payers
        paid you will add up here.
      </p>
    );
  else body = <MoneySummaryView summary={summary.data} />;

  return (
    <section className="card money-glance" aria-labelledby={`${id}-title`}>
      <div className="money-glance-header">
        <h2 id={`${id}-title`}>Your money at a glance</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {body}
    </section>
  );
}
