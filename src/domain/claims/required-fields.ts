import { extraInputsFor } from '#domain/claims/service-types';
import { isUsStateCode } from '#domain/records/us-states';
import type { ServiceLocation } from './service-location.ts';
import type { FacilitySnapshot, PatientSnapshot } from './snapshot.ts';

/** What the required-field rule reads: the form's draft, or the claim the server is about to store. */
export interface ClaimContent {
  patientId: string;
  patient: PatientSnapshot | null;
  serviceType: string;
  serviceAdditionalInputs: Record<string, string>;
  serviceDateFrom: string;
  serviceTimeFrom: string;
  serviceLocation: ServiceLocation;
  facilityId: string;
  facility: FacilitySnapshot | null;
}

/**
 * The labels the "Please complete the following required fields:" alert lists, in form order.
 * Without a chosen patient only "Patient" is listed; with one, the snapshot's own gaps are
 * (they come from the saved patient). The form checks it before sending, the server again on
 * the copy it stores.
 */
export function missingClaimFields(claim: ClaimContent): string[] {
  const missing: string[] = [];
  const blank = (value: string | undefined) => (value ?? '').trim() === '';
  if (blank(claim.patientId) || !claim.patient) {
    missing.push('Patient');
  } else {
    const p = claim.patient;
    const patientFields: [string, string][] = [
      ['Patient First Name', p.firstName],
      ['Patient Last Name', p.lastName],
      ['Patient Date of Birth', p.dateOfBirth],
      ['Patient Address', p.address],
      ['Insurance Provider', p.insuranceProvider],
      ['Policy Number', p.policyNumber],
      ['Payer ID', p.payerId],
    ];
    for (const [label, value] of patientFields) if (blank(value)) missing.push(label);
  }
  if (blank(claim.serviceDateFrom)) missing.push('Service Date From');
  if (blank(claim.serviceTimeFrom)) missing.push('Service Time From');
  if (blank(claim.serviceType)) missing.push('Service Type');
  for (const input of extraInputsFor(claim.serviceType)) {
    if (blank(claim.serviceAdditionalInputs[input.key])) missing.push(input.label);
  }
  if (claim.serviceLocation === 'facility') {
    if (blank(claim.facilityId) || !claim.facility) {
      missing.push('Facility');
    } else {
      const f = claim.facility;
      if (blank(f.addressStreet)) missing.push('Facility Street Address (update facility details)');
      if (blank(f.addressCity)) missing.push('Facility City (update facility details)');
      if (!isUsStateCode(f.addressState.trim())) {
        missing.push('Facility State (update facility details and ensure it is valid)');
      }
      if (blank(f.addressZip)) missing.push('Facility ZIP Code (update facility details)');
      if (blank(f.npiNumber)) missing.push('Facility NPI Number (update facility details)');
    }
  }
  return missing;
}
