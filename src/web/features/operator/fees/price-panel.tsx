import { formatCents } from '#domain/billing/money';
import { DEFAULT_FEE_CENTS } from '#domain/fees/price';
import type { FeePriceView } from '#domain/fees/requests';
import { formatMoment } from '../operator-ui.tsx';
import { listWords, PagedPanel, pagedItems } from '../paged-panel.tsx';
import { usePrices } from './fees-api.ts';
import { fromDate, ledgerToday } from './fee-words.ts';
import { SetPriceForm } from './set-price-form.tsx';

const priceWords = listWords(
  'price',
  'prices',
  'Loading the prices…',
  `No price was set yet: every accepted claim costs the default ${formatCents(DEFAULT_FEE_CENTS)}.`,
);

type When = 'in force' | 'future' | 'past';
const whenWords: Record<When, string> = { 'in force': 'In force', future: 'Future', past: 'Past' };

/**
 * The price per claim: the one in force today, a form to set one from a date, and every price
 * set, the latest date first (future ones above the one in force, past ones below it).
 */
export function PricePanel() {
  const list = usePrices();
  const today = ledgerToday();
  const items = pagedItems(list);
  const current = items.find((price) => price.effectiveFrom <= today);
  const when = (price: FeePriceView): When =>
    price.effectiveFrom > today ? 'future' : price === current ? 'in force' : 'past';
  return (
    <PagedPanel
      title="Price per claim"
      level={3}
      hint="What a doula is charged for each claim the clearinghouse or payer accepts for processing. A new price applies to claims accepted from its date on; claims charged before keep their price."
      top={
        <>
          {list.isPending || list.isError ? null : (
            <CurrentPrice current={current} more={list.hasNextPage} />
          )}
          <SetPriceForm />
        </>
      }
      listTitle="Prices set"
      list={list}
      words={priceWords}
      row={(price) => <PriceRow key={price.id} price={price} when={when(price)} />}
    />
  );
}

function CurrentPrice({ current, more }: { current: FeePriceView | undefined; more: boolean }) {
  // With more pages to load, the price in force may be on one of them: say so rather than guess.
  if (!current && more) {
    return <p className="fee-current">Show more prices below to see the one in force today.</p>;
  }
  return (
    <p className="fee-current">
      <span className="fee-current-label">In force today</span>{' '}
      <strong className="fee-current-amount">
        {formatCents(current?.cents ?? DEFAULT_FEE_CENTS)}
      </strong>{' '}
      <span className="fee-current-since">
        {current ? `a claim, ${fromDate(current.effectiveFrom)}` : 'a claim, the default'}
      </span>
    </p>
  );
}

function PriceRow({ price, when }: { price: FeePriceView; when: When }) {
  return (
    <li className={`card-row op-card op-compact${when === 'in force' ? ' is-current' : ''}`}>
      <p className="op-row-title">
        {formatCents(price.cents)} {fromDate(price.effectiveFrom)}{' '}
        <span className={when === 'in force' ? 'op-current' : 'fee-when'}>{whenWords[when]}</span>
      </p>
      <p className="op-row-meta">
        Set by {price.setBy} on {formatMoment(price.createdAt)}
      </p>
    </li>
  );
}
