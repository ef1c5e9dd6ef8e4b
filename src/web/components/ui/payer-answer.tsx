import type { ReactNode } from 'react';
import { formatCents } from '#domain/billing/money';
import { fixPlaceWords, type FixPlace } from '#domain/glossary/index';
import {
  answerSourceWords,
  FILE_REJECTED_REASON,
  FILE_REJECTED_STEP,
  isFileRejection,
  reasonsOf,
} from '#domain/claims/payer-answer';
import { writtenDate } from '#domain/common/dates';
import { claimStatusExplanation, type ClaimStatus } from '#domain/claims/status';
import type { ClaimView } from '#domain/claims/view';
import './payer-answer.css';

const outcomeWords: Record<NonNullable<ClaimView['payerAnswer']>['outcome'], string> = {
  accepted: 'accepted the claim for processing',
  rejected: 'rejected the claim',
  paid: 'paid the claim',
  'partially-paid': 'paid part of the claim',
  denied: 'denied the claim',
  reversed: 'reversed an earlier payment; the claim is open again',
};

/**
 * What the payer (or clearinghouse) last said about a claim, in plain words: who and when,
 * what was paid, and each reason with what to do next. Only this claim's part of the file.
 */
export function PayerAnswerPanel({
  claim,
  headingLevel = 3,
  fixLink,
}: {
  claim: Pick<ClaimView, 'id' | 'status' | 'paidCents' | 'payerClaimNumber' | 'payerAnswer'>;
  headingLevel?: 2 | 3 | 4;
  /** A link to where she changes a detail the payer named (her screens only). */
  fixLink?: (place: FixPlace, label: string) => ReactNode;
}) {
  const answer = claim.payerAnswer;
  if (!answer) return null;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const reasons = reasonsOf(answer);
  const status = claim.status as ClaimStatus;
  if (isFileRejection(answer) && status === 'rejected') {
    // Our own file's fault: one calm sentence, none of the file's segments or codes.
    return (
      <section className="payer-answer" aria-labelledby={`answer-${claim.id}`}>
        <Heading id={`answer-${claim.id}`}>What the payer said</Heading>
        <p>
          {FILE_REJECTED_REASON} {FILE_REJECTED_STEP}
        </p>
      </section>
    );
  }
  return (
    <section className="payer-answer" aria-labelledby={`answer-${claim.id}`}>
      <Heading id={`answer-${claim.id}`}>What the payer said</Heading>
      <p>
        {answer.from} {outcomeWords[answer.outcome]} on {writtenDate(answer.date)}, in{' '}
        {answerSourceWords[answer.source]} <span className="code-note">({answer.source})</span>.{' '}
        {claimStatusExplanation[status]}
      </p>
      <dl className="claim-money">
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(claim.paidCents)}</dd>
        </div>
        {claim.payerClaimNumber ? (
          <div>
            <dt>Payer claim number</dt>
            <dd>{claim.payerClaimNumber}</dd>
          </div>
        ) : null}
      </dl>
      {reasons.length > 0 ? (
        <ul className="payer-reasons">
          {reasons.map((reason) => (
            <li key={reason.code}>
              {/* A 999's notes are sentences already: no code to show beside them. */}
              {reason.code !== reason.plain ? (
                <>
                  <span className="reason-code">{reason.code}</span>{' '}
                  {reason.words ? <span className="code-words">({reason.words})</span> : null}{' '}
                </>
              ) : null}
              <span className="reason-plain">{reason.plain}</span>
              {reason.nextStep ? (
                <span className="reason-next"> What to do: {reason.nextStep}</span>
              ) : null}
              {reason.fix && fixLink && reason.fix.where !== 'new-claim' ? (
                <span className="reason-next">
                  {fixLink(
                    reason.fix.where,
                    `Change ${reason.fix.field} in ${fixPlaceWords[reason.fix.where]}`,
                  )}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
