import { useId } from 'react';
import { formatCents } from '#domain/billing/money';
import { promptPayHeadline, promptPayShortfall } from '#domain/claims/prompt-pay';
import type { ClaimView } from '#domain/claims/view';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { formatLongDate } from '../../lib/claim-format.ts';

/**
 * The prompt-pay clock (decision 108): how long the payer has had the claim, and once it is
 * late the interest the law says it owes, with a letter she can send the plan.
 */

/** The one line her list row shows. */
export function PromptPayNote({ claim }: { claim: ClaimView }) {
  if (!claim.promptPay) return null;
  const late = claim.promptPay.lateSince !== null;
  return (
    <p className={late ? 'claim-fix-note prompt-pay-late' : 'hint prompt-pay-note'}>
      {promptPayHeadline(claim.promptPay)}
    </p>
  );
}

/** The clock with its dates, rule and calculation, in the opened claim. */
export function PromptPayClock({ claim }: { claim: ClaimView }) {
  const headingId = useId();
  const clock = claim.promptPay;
  if (!clock) return null;
  const shortfall = promptPayShortfall(clock);
  return (
    <section className="prompt-pay" aria-labelledby={headingId}>
      <h3 id={headingId}>How long the payer has had it</h3>
      <p
        className={clock.lateSince ? 'prompt-pay-headline prompt-pay-late' : 'prompt-pay-headline'}
      >
        {promptPayHeadline(clock)}
      </p>
      {shortfall ? <p className="prompt-pay-shortfall">{shortfall}</p> : null}
      <DetailList
        className="detail-grid"
        label="Prompt pay"
        items={[
          { label: 'Received by the payer', value: formatLongDate(clock.receivedOn) },
          { label: 'Last day to pay on time', value: formatLongDate(clock.dueOn) },
          { label: 'The rule', value: `${clock.days} ${clock.dayKind} days, ${clock.statute}` },
          { label: 'Interest', value: clock.interestInWords },
          ...(clock.lateSince
            ? [
                { label: 'How it is counted', value: clock.calculation },
                { label: 'Interest paid', value: formatCents(clock.interestPaidCents) },
              ]
            : []),
        ]}
      />
      <p className="hint">Where we read it: {clock.source}.</p>
      {clock.unverified.length > 0 ? (
        <p className="hint">
          Not verified in that source: {clock.unverified.map(partInWords).join(', ')}. Check with
          the plan before you rely on it.
        </p>
      ) : null}
      {clock.lateSince && clock.interestOwedCents > 0 ? (
        <p className="button-row">
          <a className="button" href={`/api/claims/${claim.id}/prompt-pay-letter`} download>
            Download a letter to the plan (PDF)
          </a>
        </p>
      ) : null}
    </section>
  );
}

const partWords: Record<string, string> = {
  statute: 'the statute’s section',
  days: 'the number of days',
  dayKind: 'whether the days are calendar or working days',
  interest: 'the interest rate',
  effectiveFrom: 'the day the rule took effect',
};
const partInWords = (part: string) => partWords[part] ?? part;
