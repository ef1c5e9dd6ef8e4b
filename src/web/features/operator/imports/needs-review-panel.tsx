import { formatCents } from '#domain/billing/money';
import type { HeldPaymentView, PaymentReviewResult } from '#domain/claims/imports';
import { Alert } from '../../../components/ui/alert.tsx';
import { useState } from 'react';
import { ConfirmDialog, useConfirmation } from '../operator-panel.tsx';
import { operatorKey, sendJson, useOperatorChange, usePagedList } from '../operator-query.ts';
import { formatMoment, problemOf } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';

const HELD_PATH = '/api/operator/payments/held';

const heldWords = listWords(
  'payment',
  'payments',
  'Loading the payments held for review…',
  'No payment is waiting for review.',
);

/** Approve or refuse one held payment; every operator list loads again (claims, money). */
const useReview = () =>
  useOperatorChange(
    ({ id, decision }: { id: string; decision: 'approve' | 'refuse' }) =>
      sendJson<PaymentReviewResult>(
        'POST',
        `/api/operator/payments/${encodeURIComponent(id)}/review`,
        {
          decision,
        },
      ),
    [operatorKey],
    { reloadOnFailure: true },
  );

/**
 * Needs review: the payments an 835 brought that were not posted (paid above the charge, paid
 * twice, a negative amount that reverses nothing). Approving posts one to its claim; refusing
 * leaves the claim and every total as they were.
 */
export function NeedsReviewPanel() {
  const held = usePagedList<HeldPaymentView>(HELD_PATH);
  const review = useReview();
  // Refusing is asked first: the payment then never counts, where approving is the usual outcome.
  const refusal = useConfirmation(review);
  const [refusing, setRefusing] = useState<HeldPaymentView | null>(null);
  const outcome = (
    <>
      {review.isError ? (
        <Alert tone="error">
          <p>{problemOf(review.error)}</p>
        </Alert>
      ) : null}
      {review.data ? (
        <p role="status" className="op-outcome-line">
          {review.data.message}
        </p>
      ) : null}
      {refusing ? (
        <ConfirmDialog
          confirmation={refusal}
          title="Refuse this payment?"
          confirmLabel="Yes, refuse it"
          busyLabel="Refusing…"
          cancelLabel="Keep it for review"
          danger
          onConfirm={() =>
            review.mutate(
              { id: refusing.id, decision: 'refuse' },
              { onSuccess: refusal.close, onError: refusal.close },
            )
          }
        >
          <p>
            The payment of {formatCents(refusing.paidCents)} on claim {refusing.formId} will not be
            posted: the claim and every total stay as they are. It stays on record in the ledger.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
  return (
    <PagedPanel
      title="Needs review"
      hint="Payments from imported 835s that were held instead of posted, oldest first. Approve one to post it to its claim, or refuse it; the claim is unchanged until you approve."
      top={outcome}
      list={held}
      words={heldWords}
      order="oldest"
      label="Payments held for review"
      row={(payment) => (
        <HeldRow
          key={payment.id}
          payment={payment}
          busy={review.isPending}
          onApprove={() => review.mutate({ id: payment.id, decision: 'approve' })}
          onRefuse={() => {
            setRefusing(payment);
            refusal.ask();
          }}
        />
      )}
    />
  );
}

function HeldRow({
  payment,
  busy,
  onApprove,
  onRefuse,
}: {
  payment: HeldPaymentView;
  busy: boolean;
  onApprove(): void;
  onRefuse(): void;
}) {
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">
        {payment.formId} · {formatCents(payment.paidCents)}
      </p>
      <p className="op-row-meta">{payment.reason}</p>
      <p className="op-row-meta op-small">
        {payment.payerName} · check {payment.traceNumber} · charge{' '}
        {formatCents(payment.claimChargeCents)}, paid so far {formatCents(payment.claimPaidCents)} ·{' '}
        {payment.providerEmail} · held {formatMoment(payment.heldAt)}
      </p>
      <div className="op-row-actions">
        <button type="button" className="button button-small" disabled={busy} onClick={onApprove}>
          Approve payment for {payment.formId}
        </button>{' '}
        <button
          type="button"
          className="button button-small button-danger"
          disabled={busy}
          onClick={onRefuse}
        >
          Refuse payment for {payment.formId}
        </button>
      </div>
    </li>
  );
}
