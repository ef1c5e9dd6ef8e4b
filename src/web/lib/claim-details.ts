import type { PatientSnapshot } from '#domain/claims/snapshot';
import type { ClaimView } from '#domain/claims/view';
import { payerIdWords } from '#domain/glossary/index';
import { fullName } from '#domain/records/person-name';
import { findServiceType } from '#domain/claims/service-types';
import {
  deliveryMode,
  formatDateRange,
  formatLongDate,
  formatTimeRange,
  locationText,
} from './claim-format.ts';
import { formatCalendarDate } from './dates.ts';

/** One labelled value of a claim, as every claim screen lists it. */
export interface ClaimDetail {
  label: string;
  value: string;
  /** For a code: what it means, shown beside it (no screen shows a code bare). */
  words?: string;
}

/**
 * The claim's fields as people read them, in one place for every screen that shows a claim
 * (the doula's list, the new-claim form, the operator's review). A field added to the claim's
 * patient copy is shown everywhere by adding its line here.
 */
export function patientDetails(patient: PatientSnapshot): ClaimDetail[] {
  return [
    { label: 'Name', value: fullName(patient) },
    { label: 'Date of birth', value: formatCalendarDate(patient.dateOfBirth) },
    { label: 'Address', value: patient.address },
    { label: 'Insurance', value: patient.insuranceProvider },
    { label: 'Policy number', value: patient.policyNumber },
    {
      label: 'Payer ID',
      value: patient.payerId,
      ...(patient.payerId ? { words: payerIdWords(patient.insuranceProvider) } : {}),
    },
    { label: 'Payer type', value: patient.payerType },
  ];
}

export function serviceDetails(claim: ClaimView): ClaimDetail[] {
  const extras = findServiceType(claim.serviceType)?.extraInputs ?? [];
  return [
    { label: 'Service type', value: claim.serviceType },
    ...extras.map((input) => ({
      label: input.label,
      value: claim.serviceAdditionalInputs[input.key] ?? '',
    })),
    { label: 'Location', value: locationText(claim) },
    { label: 'Delivery mode', value: deliveryMode(claim) },
    { label: 'Dates', value: formatDateRange(claim.serviceDateFrom, claim.serviceDateTo) },
    { label: 'Times', value: formatTimeRange(claim.serviceTimeFrom, claim.serviceTimeTo) },
    { label: 'Admitted', value: claim.admittedDate ? formatLongDate(claim.admittedDate) : '' },
    {
      label: 'Discharged',
      value: claim.dischargedDate ? formatLongDate(claim.dischargedDate) : '',
    },
    { label: 'Notes', value: claim.notes },
  ];
}

/** The facility of a facility visit, with the claim's single-line address. */
export function facilityDetails(facility: { name: string; npiNumber: string }, address: string) {
  return [
    { label: 'Facility', value: facility.name },
    { label: 'NPI', value: facility.npiNumber },
    { label: 'Address', value: address },
  ];
}
