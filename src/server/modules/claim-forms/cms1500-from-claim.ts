import type { ClaimView } from '#domain/claims/view';
import { patientSexOf } from '#domain/patient';
import type { Cms1500Claim } from '../../formats/cms1500/index.ts';
import { addressParts } from '../claims/index.ts';
import type { BillingProviderDetails } from '../profile/index.ts';

/** The billing provider as the paper claim prints her: boxes 25, 31 and 33. */
export type BillingProvider = BillingProviderDetails;

/** A missing part stays empty: the form module then names the box it cannot print. */
const noAddress = { street: '', city: '', state: '', zip: '' };

/**
 * One stored claim as a CMS-1500: the patient is the insured (the product bills her own
 * coverage), the lines and diagnoses are the ones the server built when the claim was submitted,
 * and box 26 carries the form ID so a payer's answer can be matched back. The doula's notes are
 * for the operator, not the payer, so box 19 stays empty.
 */
export function cms1500FromClaim(
  claim: ClaimView,
  provider: BillingProvider,
  taxIdShown: 'whole' | 'last-four' = 'whole',
): Cms1500Claim {
  const { patient, facility } = claim;
  const sex = patientSexOf(patient.sex);
  const serviceTo = claim.serviceDateTo || undefined;
  return {
    payer: { name: patient.insuranceProvider },
    insuranceType: patient.payerType as Cms1500Claim['insuranceType'],
    insuredId: patient.policyNumber,
    patient: {
      name: {
        last: patient.lastName,
        first: patient.firstName,
        middleInitial: patient.middleName.trim().slice(0, 1) || undefined,
      },
      birthDate: patient.dateOfBirth,
      // Box 3 as on her insurance card; unknown (older claims, or 'U') stays blank: the box has
      // only M and F, and guessing is not ours to do.
      ...(sex === 'U' ? {} : { sex }),
      address: addressParts(patient.address) ?? noAddress,
    },
    diagnoses: claim.diagnosisCodes,
    // Box 22: a replacement (7) or void (8) with the payer's number of the claim it replaces.
    ...(claim.frequency === '7' || claim.frequency === '8'
      ? { resubmission: { code: claim.frequency, originalReference: claim.resubmissionReference } }
      : {}),
    ...(claim.admittedDate
      ? {
          hospitalization: {
            admitted: claim.admittedDate,
            discharged: claim.dischargedDate || undefined,
          },
        }
      : {}),
    lines: claim.lines.map((line) => ({
      from: claim.serviceDateFrom,
      to: serviceTo,
      placeOfService: line.placeOfService,
      code: line.procedureCode,
      modifiers: line.modifiers,
      diagnosisPointers: line.diagnosisPointers as ('A' | 'B' | 'C' | 'D')[],
      chargeCents: line.chargeCents,
      units: line.units,
    })),
    taxId:
      taxIdShown === 'whole'
        ? { type: provider.taxIdType, value: provider.taxId }
        : { type: provider.taxIdType, last4: provider.taxId.replace(/\D/g, '').slice(-4) },
    accountNumber: claim.formId,
    signature: { name: provider.name, date: claim.createdAt.slice(0, 10) },
    ...(facility
      ? {
          serviceFacility: {
            name: facility.name,
            address: {
              street: facility.addressStreet,
              city: facility.addressCity,
              state: facility.addressState,
              zip: facility.addressZip,
            },
            npi: facility.npiNumber || undefined,
          },
        }
      : {}),
    billingProvider: {
      name: provider.businessName || provider.name,
      address: provider.address,
      npi: provider.npi,
    },
  };
}
