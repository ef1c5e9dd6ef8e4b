import { useQuery } from '@tanstack/react-query';
import { cardBrandLabel, cardMessages } from '#domain/fees/card-payments';
import { Alert } from '../../components/ui/alert.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { cardStatusQuery, useStartCardSetup } from './api.ts';

/**
 * Her card on file (brand and last four digits, nothing else) and "Add a card", which opens
 * Stripe's own page: the card number never reaches this app. On her Billing page, and on the
 * card page Stripe's page sends her back to. `returned`: she is back from Stripe's page, and the card
 * may arrive a moment later (Stripe's webhook), so the status is asked again for a while.
 */
export function CardOnFile({ returned }: { returned?: 'done' | 'cancelled' | undefined }) {
  const waiting = returned === 'done';
  const status = useQuery({
    ...cardStatusQuery,
    refetchInterval: (query) => (waiting && !query.state.data?.card ? 1000 : false),
  });
  const start = useStartCardSetup();

  let body;
  if (status.isPending) body = <LoadingState label="Loading your card…" />;
  else if (status.isError)
    body = <Alert tone="error">Your card could not be loaded. Please try again.</Alert>;
  else if (!status.data.configured) body = <p>{cardMessages.notConfigured}</p>;
  else
    body = (
      <>
        {status.data.card ? (
          <p>
            <strong>{cardBrandLabel(status.data.card.brand)}</strong> ending in{' '}
            <strong>{status.data.card.last4}</strong>
          </p>
        ) : (
          <p>No card on file yet. Statements are charged to your card on file each month.</p>
        )}
        {waiting && !status.data.card ? <p role="status">Your card is being confirmed…</p> : null}
        {returned === 'cancelled' ? <Alert tone="info">No card was added.</Alert> : null}
        <div className="button-row">
          <BusyButton
            className="button"
            busy={start.isPending || start.isSuccess}
            busyLabel="Opening Stripe…"
            onClick={() => start.mutate()}
          >
            {status.data.card ? 'Change card' : 'Add a card'}
          </BusyButton>
        </div>
        {start.isError ? <Alert tone="error">{cardMessages.setupFailed}</Alert> : null}
        <p className="subtitle">
          You type your card on Stripe&apos;s secure page; Doula Billing keeps only its brand and
          last four digits.
        </p>
      </>
    );

  return (
    <section className="card" aria-labelledby="card-on-file">
      <h2 id="card-on-file">Card on file</h2>
      {body}
    </section>
  );
}
