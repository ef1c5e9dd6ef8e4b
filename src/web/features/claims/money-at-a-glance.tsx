import { useId, useState } from 'react';
import { formatCents } from '#domain/billing/money';
import { defaultMoneyPeriod, moneyPeriodLabel, type MoneyPeriod } from '#domain/claims/money-words';
import { MoneyState, PeriodPicker } from '../../components/money/money-summary.tsx';
import { LoadFailed } from '../../components/ui/query-view.tsx';
import { wideAtStart } from '../../lib/screen-width.ts';
import { useMoneySummary } from './money-api.ts';
import { disclosureButtonProps } from '../../components/ui/disclosure.ts';

const emptyWords =
  'Nothing here for this period yet. Once you submit claims, what you billed and what payers paid you will add up here.';

/**
 * Her money at a glance, above her claims: billed, expected, paid and outstanding for the
 * period she picks, her claims by status and paid per month. Refreshes when a claim changes.
 * On a phone it starts folded to one line, so her claims come first; she opens it to see more.
 */
export function MoneyAtAGlance() {
  const id = useId();
  const [period, setPeriod] = useState<MoneyPeriod>(defaultMoneyPeriod);
  const [open, setOpen] = useState(wideAtStart);
  const summary = useMoneySummary(period);

  return (
    <section
      className={`card money-glance${open ? '' : ' is-folded'}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="money-glance-header">
        <h2 id={`${id}-title`}>Your money at a glance</h2>
        {/* "Show" alone keeps it on the heading's line on a phone; a screen reader hears "Show details". */}
        <button
          className="button button-small money-glance-toggle"
          {...disclosureButtonProps(open, setOpen, `${id}-body`)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="visually-hidden"> details</span>
        </button>
        {open ? <PeriodPicker value={period} onChange={setPeriod} /> : null}
      </div>
      <div id={`${id}-body`}>
        {open ? (
          <MoneyState
            money={summary}
            loadingLabel="Adding up your money…"
            failed={
              <LoadFailed onRetry={summary.refetch}>
                <p>We couldn’t add up your money just now.</p>
              </LoadFailed>
            }
            empty={<p className="money-empty">{emptyWords}</p>}
          />
        ) : (
          <MoneyLine summary={summary.data} period={period} />
        )}
      </div>
    </section>
  );
}

/** The folded panel's one line: what is still owed her and what was paid, for the period. */
function MoneyLine({
  summary,
  period,
}: {
  summary: ReturnType<typeof useMoneySummary>['data'];
  period: MoneyPeriod;
}) {
  let words;
  if (!summary) words = 'Adding up your money…';
  else if (summary.claimCount === 0 && summary.paidCents === 0) words = 'Nothing here yet.';
  else
    words = `Outstanding ${formatCents(summary.outstandingCents)} · Paid ${formatCents(summary.paidCents)}`;
  return (
    <p className="money-glance-line">
      {words} <span className="money-glance-period">({moneyPeriodLabel[period]})</span>
    </p>
  );
}
