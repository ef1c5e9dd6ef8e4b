import type { ClaimView } from '#domain/claims/view';
import {
  facilityDetails,
  patientDetails,
  serviceDetails,
  type ClaimDetail,
} from '../../lib/claim-details.ts';
import { DetailList } from './detail-list.tsx';

/**
 * A claim's patient, service and facility, as the doula's list and the operator's review both
 * show them. A screen may add lines before or after the service's own (a form ID, a time).
 */
export function ClaimSections({
  claim,
  className,
  serviceBefore = [],
  serviceAfter = [],
}: {
  claim: ClaimView;
  className: string;
  serviceBefore?: ClaimDetail[];
  serviceAfter?: ClaimDetail[];
}) {
  return (
    <>
      <h3>Patient</h3>
      <DetailList className={className} items={patientDetails(claim.patient)} />
      <h3>Service</h3>
      <DetailList
        className={className}
        items={[...serviceBefore, ...serviceDetails(claim), ...serviceAfter]}
      />
      {claim.facility ? (
        <>
          <h3>Facility</h3>
          <DetailList
            className={className}
            items={facilityDetails(claim.facility, claim.address)}
          />
        </>
      ) : null}
    </>
  );
}
