import { useId, useState } from 'react';
import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import type { DoulaFeesView } from '#domain/fees/requests';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { useDoulaFees } from './fees-api.ts';
import { Figure, Owed } from './fee-figures.tsx';
import { recentMonths } from './fee-words.ts';

/** The months offered: this one and the eleven before (older months are on the command line). */
const MONTHS_OFFERED = 12;

const doulaWords = listWords(
  'doula',
  'doulas',
  'Adding up the fees by doula…',
  'No fees yet: no claim has been accepted for processing.',
  'No fees in this month: no claim was charged, credited or paid for.',
);

/** Each doula's fees, of one statement month or of all: claims charged, amount, paid, owed. */
export function DoulaFeesPanel() {
  const id = useId();
  const months = recentMonths(MONTHS_OFFERED);
  const [month, setMonth] = useState(months[0]!);
  return (
    <PagedPanel
      title="Fees by doula"
      level={3}
      hint="What each doula was charged, was credited and has paid, the most owed first."
      filters={
        <div className="field fee-month">
          <label htmlFor={`${id}-month`}>Statement month</label>
          <select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m, index) => (
              <option key={m} value={m}>
                {index === 0 ? `This month (${monthLabel(m)})` : monthLabel(m)}
              </option>
            ))}
            <option value="">All months</option>
          </select>
        </div>
      }
      list={useDoulaFees(month)}
      words={doulaWords}
      filtered={month !== ''}
      label={month ? `Fees by doula, ${monthLabel(month)}` : 'Fees by doula, all months'}
      row={(doula) => <DoulaRow key={doula.userId} doula={doula} />}
    />
  );
}

function DoulaRow({ doula }: { doula: DoulaFeesView }) {
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">{doula.name || doula.email}</p>
      <p className="op-row-meta">{doula.email}</p>
      <dl className="fee-figures">
        <Figure label="Claims charged">{doula.claimCount.toLocaleString('en-US')}</Figure>
        <Figure label="Amount">{formatCents(doula.chargedCents - doula.creditedCents)}</Figure>
        <Figure label="Paid">{formatCents(doula.paidCents)}</Figure>
        <Owed dueCents={doula.dueCents} />
      </dl>
    </li>
  );
}
