import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCents } from '#domain/billing/money';
import type { MoneySummary } from '#domain/claims/money';
import {
  moneyDefinitions,
  moneyPeriodLabel,
  moneyPeriods,
  monthLabel,
  type MoneyPeriod,
} from '#domain/claims/money-words';
import { ColumnHeads } from '../ui/column-heads.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { Options } from '../ui/select-options.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { paidMonths } from './paid-months.ts';
import './money-summary.css';

const PaidChart = lazy(() => import('./paid-chart.tsx'));

/** The period select: this month, the last 3 months, this year or all time. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: MoneyPeriod;
  onChange(period: MoneyPeriod): void;
}) {
  const id = useId();
  return (
    <div className="field money-period">
      <label htmlFor={id}>Period</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MoneyPeriod)}
      >
        <Options items={moneyPeriods} label={(period) => moneyPeriodLabel[period]} />
      </select>
    </div>
  );
}

/**
 * A period's money as it loads: loading, `failed`, `empty` when nothing was submitted or paid in
 * the period, else the summary (with the caller's `extra` figures).
 */
export function MoneyState<Summary extends MoneySummary>({
  money,
  loadingLabel,
  failed,
  empty,
  extra,
  definitions = moneyDefinitions,
}: {
  money: UseQueryResult<Summary>;
  loadingLabel: string;
  failed: ReactNode;
  empty: ReactNode;
  extra?: (summary: Summary) => ReactNode;
  /** What each figure means, in the reader's words (hers unless given). */
  definitions?: Record<keyof typeof moneyDefinitions, string>;
}) {
  return (
    <QueryView query={money} loadingLabel={loadingLabel} failed={failed}>
      {(summary) =>
        summary.claimCount === 0 && summary.paidCents === 0 ? (
          empty
        ) : (
          <MoneySummaryView summary={summary} extra={extra?.(summary)} definitions={definitions} />
        )
      }
    </QueryView>
  );
}

const figures = [
  { key: 'billedCents', label: 'Billed', words: 'billed' },
  { key: 'expectedCents', label: 'Expected', words: 'expected' },
  { key: 'paidCents', label: 'Paid', words: 'paid' },
  { key: 'outstandingCents', label: 'Outstanding', words: 'outstanding' },
] as const;

interface MoneyFiguresProps {
  summary: MoneySummary;
  /** Figures of the caller's own, after the four. */
  extra?: ReactNode;
  definitions: Record<keyof typeof moneyDefinitions, string>;
}

/** The four figures, each with what it means, and the caller's own. */
function MoneyFigures({ summary, extra, definitions }: MoneyFiguresProps) {
  return (
    <dl className="money-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="money-figure">
          <dt>{figure.label}</dt>
          <dd>
            <span className="money-amount">{formatCents(summary[figure.key])}</span>
            <span className="money-definition">{definitions[figure.words]}</span>
          </dd>
        </div>
      ))}
      {extra}
    </dl>
  );
}

/**
 * A money summary: the four figures with what each means, claims by status (the badges'
 * colours), and paid per month as a chart with the same numbers in a table. `extra` adds
 * figures of the caller's own (the operators' days to payment).
 */
export function MoneySummaryView({ summary, extra, definitions }: MoneyFiguresProps) {
  const id = useId();
  const months = useMemo(() => paidMonths(summary), [summary]);
  const period = moneyPeriodLabel[summary.period].toLowerCase();
  return (
    <div className="money-summary">
      <MoneyFigures summary={summary} extra={extra} definitions={definitions} />
      <div className="money-columns">
        <div>
          <h3 id={`${id}-status`}>Claims by status</h3>
          <ul className="money-statuses" aria-labelledby={`${id}-status`}>
            {summary.byStatus.map((entry) => (
              <li key={entry.status}>
                <StatusBadge status={entry.status} />
                <span className="money-count">{entry.count.toLocaleString('en-US')}</span>
              </li>
            ))}
          </ul>
          <p className="hint">
            {summary.claimCount === 1
              ? '1 claim submitted'
              : `${summary.claimCount.toLocaleString('en-US')} claims submitted`}{' '}
            ({period}).
          </p>
        </div>
        <div className="money-chart">
          <h3 id={`${id}-paid`}>Paid per month</h3>
          {summary.paidByMonth.length === 0 ? (
            <p className="hint">No payments yet in this period.</p>
          ) : (
            <>
              <Suspense
                // As tall as the chart, so "Show as table" below stays where it is when it draws.
                fallback={
                  <div className="money-chart-canvas">
                    <p className="hint">Drawing the chart…</p>
                  </div>
                }
              >
                <PaidChart
                  months={months}
                  label={`Bar chart of paid per month, ${period}. The same numbers are in the table below.`}
                />
              </Suspense>
              <details className="money-table">
                <summary>Show as table</summary>
                <table aria-labelledby={`${id}-paid`}>
                  <ColumnHeads names={['Month', 'Paid']} />
                  <tbody>
                    {months.map((entry) => (
                      <tr key={entry.month}>
                        <th scope="row">{monthLabel(entry.month)}</th>
                        <td>{formatCents(entry.paidCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
