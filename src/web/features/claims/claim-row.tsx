import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { LinkedClaim } from '#domain/claims/corrections';
import type { ClaimView } from '#domain/claims/view';
// The money module alone keeps this first-load route within its script budget.
import { formatCents } from '#domain/billing/money';
import { fullName } from '#domain/records/person-name';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatLongDate, formatLongDateTime } from '../../lib/claim-format.ts';
import { RecommendationAskedNote, SendBlockerNote } from './attention.tsx';
import { claimAnchor, correctedByWords } from './claim-anchor.ts';
import { PaperPaymentsNote } from './paper-payments.tsx';
import { PromptPayNote } from './prompt-pay-clock.tsx';
import { disclosureButtonProps } from '../../components/ui/disclosure.ts';

// What most rows never need is fetched when it is: an opened claim's details, and the one-line
// reason and next step of a rejected or denied claim (they carry the payer codes' glossary).
const ClaimDetails = lazy(() =>
  import('./claim-details.tsx').then((module) => ({ default: module.ClaimDetails })),
);
const NextStepNote = lazy(() =>
  import('./next-step-note.tsx').then((module) => ({ default: module.NextStepNote })),
);
const ReconsiderationNote = lazy(() =>
  import('./reconsideration-note.tsx').then((module) => ({ default: module.ReconsiderationNote })),
);
const answered = (claim: ClaimView) => claim.status === 'rejected' || claim.status === 'denied';

/** What a correction is called on the row and in links. */
const kindOf = (claim: { frequency: LinkedClaim['frequency'] }) =>
  claim.frequency === '8' ? 'Void request' : claim.frequency === '7' ? 'Replacement' : '';

/** One claim of hers: its summary, and its details when opened (also through a link to it). */
export function ClaimRow({ claim }: { claim: ClaimView }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const summaryRef = useRef<HTMLButtonElement>(null);

  // "Corrected by" and "Corrects" links point at #claim-<id>: the row they name opens.
  useEffect(() => {
    const openIfNamed = () => {
      if (window.location.hash !== `#${claimAnchor(claim.id)}`) return;
      setOpen(true);
      requestAnimationFrame(() => {
        summaryRef.current?.scrollIntoView({ block: 'start' });
        summaryRef.current?.focus({ preventScroll: true });
      });
    };
    openIfNamed();
    window.addEventListener('hashchange', openIfNamed);
    return () => window.removeEventListener('hashchange', openIfNamed);
  }, [claim.id]);

  const kind = kindOf(claim);
  return (
    <li id={claimAnchor(claim.id)} className={`card-row claim-row${open ? ' is-open' : ''}`}>
      <button
        ref={summaryRef}
        className="card-row-summary claim-summary"
        {...disclosureButtonProps(open, setOpen, `${id}-details`)}
      >
        <span className="claim-type">
          {claim.serviceType}
          {kind ? <span className="claim-kind"> · {kind}</span> : null}
        </span>
        <StatusBadge status={claim.status} />
        <span className="claim-patient">{fullName(claim.patient)}</span>
        <span className="claim-date">Service: {formatLongDate(claim.serviceDateFrom)}</span>
        <span className="claim-submitted">Submitted {formatLongDateTime(claim.createdAt)}</span>
        <span className="claim-amount">
          {claim.lines.length > 0 ? formatCents(claim.totalChargeCents) : ''}
          {claim.paidCents !== 0 ? ` · ${formatCents(claim.paidCents)} paid` : ''}
        </span>
        {claim.correctedBy ? (
          <span className="claim-link-note">
            {correctedByWords(claim.correctedBy)} {claim.correctedBy.formId}
          </span>
        ) : null}
      </button>
      <SendBlockerNote claim={claim} />
      <RecommendationAskedNote claim={claim} />
      {answered(claim) ? (
        <Suspense fallback={null}>
          <NextStepNote claim={claim} />
        </Suspense>
      ) : null}
      {claim.status === 'denied' || claim.status === 'approved' ? (
        <Suspense fallback={null}>
          <ReconsiderationNote claimId={claim.id} />
        </Suspense>
      ) : null}
      <PaperPaymentsNote claim={claim} />
      <PromptPayNote claim={claim} />
      {open ? (
        <Suspense
          fallback={
            <p className="claim-details hint" id={`${id}-details`} role="status">
              Opening the claim…
            </p>
          }
        >
          <ClaimDetails id={`${id}-details`} claim={claim} />
        </Suspense>
      ) : null}
    </li>
  );
}
