import { useId, useState } from 'react';
import { defaultMoneyPeriod, type MoneyPeriod } from '#domain/claims/money-words';
import { MoneyState, PeriodPicker } from '../../components/money/money-summary.tsx';
import { LoadFailed } from '../../components/ui/query-view.tsx';
import { useMoneySummary } from './money-api.ts';

/**
 * Her money at a glance, above her claims: billed, expected, paid and outstanding for the
 * period she picks, her claims by status and paid per month. Refreshes when a claim changes.
 */
export function MoneyAtAGlance() {
  const id = useId();
  const [period, setPeriod] = useState<MoneyPeriod>(defaultMoneyPeriod);
  const summary = useMoneySummary(period);

  return (
    <section className="card money-glance" aria-labelledby={`${id}-title`}>
      <div className="money-glance-header">
        <h2 id={`${id}-title`}>Your money at a glance</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      <MoneyState
        money={summary}
        loadingLabel="Adding up your money…"
        failed={
          <LoadFailed onRetry={summary.refetch}>
            <p>We couldn’t add up your money just now.</p>
          </LoadFailed>
        }
        empty={
          <p className="money-empty">
            Nothing here for this period yet. Once you submit claims, what you billed and what
            payers paid you will add up here.
          </p>
        }
      />
    </section>
  );
}
