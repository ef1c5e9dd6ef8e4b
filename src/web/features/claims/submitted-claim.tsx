import { Link } from 'react-router';
import { serviceLocationLabel } from '#domain/claims/service-location';
import type { ClaimView } from '#domain/claims/view';
import { messages } from '#domain/common/messages';
import { fullName } from '#domain/records/person-name';
import { Alert } from '../../components/ui/alert.tsx';
import { ClaimBilling } from '../../components/ui/claim-lines.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { formatLongDate, formatTimeRange } from '../../lib/claim-format.ts';

/**
 * What the doula sees once a claim is in: its Claim ID, the visit in one glance, and what it
 * bills (diagnoses, service lines, total charge and expected payment).
 */
export function SubmittedClaim({ claim, onAnother }: { claim: ClaimView; onAnother(): void }) {
  return (
    <section className="page narrow">
      <Alert tone="success" title={messages.claim.submitted}>
        <p>
          Claim ID: <strong>{claim.formId}</strong>
        </p>
      </Alert>
      <DetailList
        className="summary-card"
        label="Submitted claim"
        items={[
          { label: 'Patient', value: fullName(claim.patient) },
          {
            label: 'Service',
            value: claim.afterAttemptedVbac
              ? `${claim.serviceType}, after an attempted VBAC`
              : claim.serviceType,
          },
          {
            label: 'Date',
            value: `${formatLongDate(claim.serviceDateFrom)}, ${formatTimeRange(claim.serviceTimeFrom, claim.serviceTimeTo)}`,
          },
          {
            label: 'Location',
            value: claim.facility
              ? `${claim.facility.name}, ${claim.address}`
              : serviceLocationLabel[claim.serviceLocation],
          },
          { label: 'Status', value: "Pending: we'll update it as the payer responds." },
        ]}
      />
      <section className="card submitted-billing" aria-label="What this claim bills">
        <ClaimBilling claim={claim} headingLevel={2} showWarnings />
      </section>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onAnother}>
          Submit Another Claim
        </button>
        <Link to="/claims" className="button">
          View My Claims
        </Link>
      </div>
    </section>
  );
}
