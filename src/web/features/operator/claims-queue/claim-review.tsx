import { useState, type FormEvent } from 'react';
import type { ClaimView } from '#domain/claims/view';
import {
  finalClaimStatuses,
  operatorClaimStatuses,
  type OperatorClaimStatus,
} from '#domain/claims/claim-states';
import { claimStatusLabel } from '#domain/claims/status';
import {
  claimStatusChangeSchema,
  claimStatusNoteLimit,
  type OperatorClaimDetail,
} from '#domain/claims/queue';
import type { ProviderBusiness } from '#domain/records/profile';
import { Alert } from '../../../components/ui/alert.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ClaimSections } from '../../../components/ui/claim-sections.tsx';
import { ClaimBilling } from '../../../components/ui/claim-lines.tsx';
import { PayerAnswerPanel } from '../../../components/ui/payer-answer.tsx';
import { ClaimFormLinks } from '../../../components/ui/claim-form-links.tsx';
import { useChangeClaimStatus, useOperatorClaim } from './claims-queue-api.ts';
import { RecommendationRequestPanel } from './recommendation-request.tsx';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import {
  Detail,
  fieldErrorHelpers,
  formatMoment,
  LoadProblem,
  SaveFailure,
} from '../operator-ui.tsx';

/**
 * One claim as the operator reviews it: everything the provider sees, the business, the status,
 * and what the claim bills, with the claim check's warnings from when it was submitted.
 */
export function ClaimReview({ id }: { id: string }) {
  const detail = useOperatorClaim(id);
  return (
    <QueryView
      query={detail}
      loadingLabel="Loading the claim…"
      failed={<LoadProblem title="We couldn't load this claim." query={detail} />}
    >
      {({ claim, provider }) => <ClaimUnderReview claim={claim} provider={provider} />}
    </QueryView>
  );
}

function ClaimUnderReview({ claim, provider }: OperatorClaimDetail) {
  return (
    <div className="op-claim">
      <StatusForm claim={claim} />
      <h3>Status history</h3>
      <ol className="op-history">
        {claim.statusHistory.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <StatusBadge status={change.to} />{' '}
            <span>
              {formatMoment(change.at)} by {change.by}
            </span>
            {change.note ? <span className="op-note"> — {change.note}</span> : null}
          </li>
        ))}
      </ol>
      <ProviderDetails provider={provider} doula={claim.doula} />
      <ClaimSections
        claim={claim}
        className="op-details"
        serviceBefore={[
          { label: 'Form ID', value: claim.formId },
          // What the Fees section's credit names the claim by.
          { label: 'Claim ID', value: claim.id },
        ]}
        serviceAfter={[{ label: 'Submitted', value: formatMoment(claim.createdAt) }]}
      />
      <PayerAnswerPanel claim={claim} />
      <ClaimBilling claim={claim} showWarnings />
      <RecommendationRequestPanel claim={claim} />
      {claim.lines.length > 0 ? (
        <ClaimFormLinks href={`/api/operator/claims/cms1500?ids=${claim.id}`} redForms />
      ) : null}
    </div>
  );
}

function StatusForm({ claim }: { claim: ClaimView }) {
  if (finalClaimStatuses.includes(claim.status)) {
    return (
      <p>
        {claim.formId} is <StatusBadge status={claim.status} />, which is final: its status cannot
        change any more.
      </p>
    );
  }
  return <StatusChange claim={claim} status={claim.status as OperatorClaimStatus} />;
}

function StatusChange({
  claim,
  status: current,
}: {
  claim: ClaimView;
  status: OperatorClaimStatus;
}) {
  const change = useChangeClaimStatus(claim.id);
  const form = useOperatorForm({
    schema: claimStatusChangeSchema,
    defaults: { status: current, note: '' },
  });
  const id = form.formId;
  const { control, error } = fieldErrorHelpers(id, form.errors);
  const [done, setDone] = useState<string | null>(null);

  const send = form.submit((input) =>
    change.mutate(input, {
      onSuccess: (detail) => {
        form.setValue('note', '');
        setDone(
          `Status changed to ${claimStatusLabel[detail.claim.status]}. The provider sees it the next time they load their claims.`,
        );
      },
    }),
  );
  const submit = (event: FormEvent) => {
    setDone(null);
    void send(event);
  };

  return (
    <form className="op-status-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        Status of {claim.formId}: <StatusBadge status={claim.status} />
      </h3>
      <div className="op-status-fields">
        <div className="field">
          <label htmlFor={`${id}-status`}>New status</label>
          <select id={`${id}-status`} {...form.register('status')}>
            <Options items={operatorClaimStatuses} label={(value) => claimStatusLabel[value]} />
          </select>
        </div>
        <div className="field op-note-field">
          <label htmlFor={`${id}-note`}>
            Note<span className="optional"> (optional; the provider sees it)</span>
          </label>
          <textarea
            {...control('note')}
            rows={2}
            maxLength={claimStatusNoteLimit}
            {...form.register('note')}
          />
          {error('note')}
        </div>
      </div>
      <button type="submit" className="button button-primary" disabled={change.isPending}>
        {change.isPending ? 'Updating…' : 'Update status'}
      </button>
      <SaveFailure failure={change.error} title="The status was not changed." />
      {done ? <Alert tone="success">{done}</Alert> : null}
    </form>
  );
}

function ProviderDetails({
  provider,
  doula,
}: {
  provider: ProviderBusiness | null;
  doula: ClaimView['doula'];
}) {
  return (
    <>
      <h3>Provider</h3>
      {provider ? (
        <dl className="op-details">
          <Detail label="Name">{provider.name}</Detail>
          <Detail label="Email">{provider.email}</Detail>
          <Detail label="Business name">{provider.businessName}</Detail>
          <Detail label="Business address">
            {`${provider.businessAddressStreet}, ${provider.businessAddressCity}, ${provider.businessAddressState} ${provider.businessAddressZip}`}
          </Detail>
          <Detail label="NPI">{provider.npiNumber}</Detail>
          <Detail label={`Tax ID (${provider.taxIdType})`}>{provider.taxIdMasked}</Detail>
        </dl>
      ) : (
        <p className="hint">
          The provider’s business profile is no longer on file. On the claim: {doula.name} (
          {doula.email}).
        </p>
      )}
    </>
  );
}
