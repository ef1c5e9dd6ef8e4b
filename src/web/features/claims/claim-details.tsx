import { useId } from 'react';
import { Link } from 'react-router';
import {
  claimFrequencyCode,
  claimFrequencyLabel,
  correctionMessages,
  correctionPlan,
  voidPlan,
} from '#domain/claims/corrections';
import { waitsOnOperators } from '#domain/claims/next-step';
import { claimStatusLabel } from '#domain/claims/status';
import type { ClaimView } from '#domain/claims/view';
import { formatCents } from '#domain/billing/money';
import { Alert } from '../../components/ui/alert.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ClaimBilling } from '../../components/ui/claim-lines.tsx';
import { ClaimFormLinks } from '../../components/ui/claim-form-links.tsx';
import { ClaimSections } from '../../components/ui/claim-sections.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { PayerAnswerPanel } from '../../components/ui/payer-answer.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatLongDateTime, historyNoteText } from '../../lib/claim-format.ts';
import { claimAnchor, correctedByWords } from './claim-anchor.ts';
import { correctionPath, fixLink } from './next-step-note.tsx';
import { PaperPaymentsNotice } from './paper-payments.tsx';
import { ReconsiderationSection } from './reconsideration-section.tsx';
import { PromptPayClock } from './prompt-pay-clock.tsx';
import { useVoidClaim } from './claims-api.ts';

/**
 * An opened claim's details: what was billed, what the payer said, what she can do next and the
 * status history. Loaded when she first opens a claim, so the claims list itself stays small.
 */
export function ClaimDetails({ id, claim }: { id: string; claim: ClaimView }) {
  return (
    <div className="claim-details" id={id}>
      <DetailList
        className="detail-grid"
        items={[
          { label: 'Form ID', value: claim.formId },
          { label: 'Status', value: claimStatusLabel[claim.status] },
          ...(claim.frequency !== '1'
            ? [
                {
                  label: 'Claim kind',
                  value: claimFrequencyLabel[claim.frequency],
                  words: `claim frequency code ${claim.frequency}`,
                },
                { label: "Payer's claim number", value: claim.resubmissionReference },
              ]
            : []),
        ]}
      />
      <ClaimLinks claim={claim} />
      <PaperPaymentsNotice claim={claim} />
      <PromptPayClock claim={claim} />
      <PayerAnswerPanel claim={claim} fixLink={fixLink} />
      <NextSteps claim={claim} />
      <ReconsiderationSection claim={claim} />
      <ClaimSections claim={claim} className="detail-grid" />
      <ClaimBilling claim={claim} showWarnings />
      {claim.lines.length > 0 ? <ClaimFormLinks href={`/api/claims/${claim.id}/cms1500`} /> : null}
      <h3>Status history</h3>
      <ol className="status-history">
        {claim.statusHistory.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <StatusBadge status={change.to} /> <span>{formatLongDateTime(change.at)}</span>
            {change.note ? (
              <span className="history-note"> — {historyNoteText(change.note)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Corrects DB-…" and "Corrected by DB-…": links that open the other claim's row. */
function ClaimLinks({ claim }: { claim: ClaimView }) {
  const { corrects, correctedBy } = claim;
  const links = [
    ...(corrects ? [{ words: claim.frequency === '8' ? 'Voids' : 'Corrects', to: corrects }] : []),
    ...(correctedBy ? [{ words: correctedByWords(correctedBy), to: correctedBy }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <ul className="claim-links">
      {links.map(({ words, to }) => (
        <li key={to.id}>
          {words} <a href={`#${claimAnchor(to.id)}`}>{to.formId}</a>
        </li>
      ))}
    </ul>
  );
}

/** A claim the payer decided, where voiding is a question she may ask herself. */
const decided = (claim: ClaimView) => claim.status === 'approved' || claim.status === 'denied';

/**
 * What she can do about a rejected or denied claim: correct it (the new-claim form, pre-filled)
 * or, once the payer decided it, void it. Offered only when the server would accept it; on a
 * claim the payer decided, why a void is not possible when it is not.
 */
function NextSteps({ claim }: { claim: ClaimView }) {
  // A file we send again is not hers to correct: nothing of her claim was read.
  const correction = waitsOnOperators(claim)
    ? ({ allowed: false, reason: '' } as const)
    : correctionPlan(claim);
  const voiding = voidPlan(claim);
  const voidClaim = useVoidClaim();
  const headingId = useId();
  const voidRefused = !voiding.allowed && decided(claim) && !claim.correctedBy;
  if (!correction.allowed && !voiding.allowed && !voidRefused && !voidClaim.isSuccess) return null;

  function onVoid() {
    const sure = window.confirm(
      `Void claim ${claim.formId}? We will ask the payer to cancel it as if it had never been sent, and any payment on it will be taken back. This cannot be undone here.`,
    );
    if (sure) voidClaim.mutate(claim.id);
  }

  return (
    <section className="claim-next-steps" aria-labelledby={headingId}>
      <h3 id={headingId}>{correction.allowed ? 'Fix this claim' : 'Cancel this claim'}</h3>
      {correction.allowed ? (
        <>
          <p className="hint">{correction.explanation}</p>
          <p className="code-note">{claimFrequencyCode(correction.frequency)}</p>
          <p className="button-row">
            <Link to={correctionPath(claim)} className="button button-primary">
              Correct this claim
            </Link>
          </p>
        </>
      ) : null}
      {voiding.allowed ? (
        <>
          <p className="hint">
            {voiding.explanation}
            {claim.paidCents > 0
              ? ` The payer paid ${formatCents(claim.paidCents)} on this claim: voiding it takes that payment back.`
              : ''}
          </p>
          <p className="code-note">{claimFrequencyCode('8')}</p>
          <p className="button-row">
            <BusyButton
              className="button"
              busy={voidClaim.isPending}
              busyLabel="Voiding…"
              onClick={onVoid}
            >
              Void this claim
            </BusyButton>
          </p>
        </>
      ) : null}
      {voidRefused && !voidClaim.isSuccess ? <p className="hint">{voiding.reason}</p> : null}
      {voidClaim.isSuccess ? (
        <p role="status" className="hint">
          {correctionMessages.voided}
        </p>
      ) : null}
      {voidClaim.isError ? (
        <Alert tone="error">
          {voidClaim.error instanceof ApiError && voidClaim.error.status < 500
            ? voidClaim.error.message
            : 'We could not void this claim just now. Please try again.'}
        </Alert>
      ) : null}
    </section>
  );
}
