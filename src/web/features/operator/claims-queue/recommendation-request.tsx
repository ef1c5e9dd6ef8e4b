import { useId, useState, type FormEvent } from 'react';
import {
  recommendationAsked,
  recommendationRequestWords as words,
} from '#domain/claims/recommendation-request';
import {
  recommendationRequestNoteLimit,
  recommendationRequestSchema,
} from '#domain/claims/recommendation-request-schema';
import type { ClaimView } from '#domain/claims/view';
import { Alert } from '../../../components/ui/alert.tsx';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { fieldErrorHelpers, formatMoment, SaveFailure } from '../operator-ui.tsx';
import { useAskForRecommendation } from './claims-queue-api.ts';

const title = 'Recommendation from a licensed provider';

/**
 * Under the recommendation the claim relied on: ask her for a missing one, with an optional note
 * she reads (decision 111), or, once asked, when and by whom. A paid or voided claim needs none.
 */
export function RecommendationRequestPanel({ claim }: { claim: ClaimView }) {
  const [done, setDone] = useState(false);
  const headingId = useId();
  const request = claim.recommendationRequest;
  if (request) {
    return (
      <section className="op-recommendation-request" aria-labelledby={headingId}>
        <h3 id={headingId}>{title}</h3>
        {done ? <Alert tone="success">{words.sent}</Alert> : null}
        <p>
          Asked her for the recommendation on {formatMoment(request.askedAt)} by {request.askedBy}.
          {request.note ? ` Note to her: “${request.note}”` : ''}
          {recommendationAsked(claim)
            ? ' It stays under Needs your attention on her side until she adds one.'
            : ''}
        </p>
      </section>
    );
  }
  if (claim.status === 'approved' || claim.status === 'voided') return null;
  return <AskForm claim={claim} onAsked={() => setDone(true)} />;
}

function AskForm({ claim, onAsked }: { claim: ClaimView; onAsked: () => void }) {
  const ask = useAskForRecommendation(claim.id);
  const form = useOperatorForm({ schema: recommendationRequestSchema, defaults: { note: '' } });
  const id = form.formId;
  const { control, error } = fieldErrorHelpers(id, form.errors);
  const send = form.submit((input) => ask.mutate(input, { onSuccess: onAsked }));
  const submit = (event: FormEvent) => void send(event);

  return (
    <form className="op-recommendation-request" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="hint">
        If the payer needs a recommendation this claim does not have, ask her: the claim shows under
        Needs your attention on her side until she adds one on the patient’s pregnancy.
      </p>
      <div className="field op-note-field">
        <label htmlFor={`${id}-note`}>
          Note to her<span className="optional"> (optional; she sees it)</span>
        </label>
        <textarea
          {...control('note')}
          rows={2}
          maxLength={recommendationRequestNoteLimit}
          {...form.register('note')}
        />
        {error('note')}
      </div>
      <button type="submit" className="button" disabled={ask.isPending}>
        {ask.isPending ? 'Asking…' : 'Ask her for the recommendation'}
      </button>
      <SaveFailure failure={ask.error} title="We did not ask her." />
    </form>
  );
}
