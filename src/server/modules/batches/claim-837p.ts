import type { ClaimView } from '#domain/claims/view';
import { patientSexOf } from '#domain/patient';
import type { Claim837pInput } from '../../formats/x12/index.ts';
import { addressParts } from '../claims/index.ts';
import type { BillingProviderDetails } from '../profile/index.ts';

/** Letters of the paper form ("A") back to the 837P's 1-based diagnosis positions. */
const pointerNumber = (letter: string) => letter.toUpperCase().charCodeAt(0) - 64;

/**
 * One stored claim as an 837P claim: the patient is the subscriber (the product bills her own
 * coverage), the lines and diagnoses are the ones the server built at submit, and CLM01 is the
 * form ID so the payer's answers (277CA, 835) can be matched back. Each line carries
 * "<form ID>-<n>" as its line control number, which the 835 echoes.
 *
 * The billing provider's entity follows her tax ID: under an EIN her business bills, as an
 * organization with its name; under her SSN she bills as a person, with her own name (a payer
 * matches an SSN to a person, and a person's NPI is Type 1). The patient's sex (DMG03) is the
 * one on her insurance card, as the claim copied it; older claims say unknown. The doula's notes stay out of NTE: they are written for the operator, not the payer.
 * Missing or malformed parts are passed on as they are: the writer's schema refuses them,
 * naming the claim and the element.
 */
export function claim837pFromClaim(
  claim: ClaimView,
  provider: BillingProviderDetails,
): Claim837pInput {
  const { patient, facility } = claim;
  const patientAddress = addressParts(patient.address) ?? {
    street: '',
    city: '',
    state: '',
    zip: '',
  };
  const lastDay =
    claim.serviceDateTo && claim.serviceDateTo !== claim.serviceDateFrom
      ? claim.serviceDateTo
      : undefined;
  const business = provider.businessName.trim();
  return {
    formId: claim.formId,
    billingProvider: {
      name:
        provider.taxIdType === 'EIN' && business
          ? { kind: 'organization', name: business }
          : {
              kind: 'person',
              last: provider.person?.last ?? provider.name,
              first: provider.person?.first ?? '',
              middle: provider.person?.middle || undefined,
            },
      npi: provider.npi,
      address: provider.address,
      taxId: { type: provider.taxIdType, value: provider.taxId },
    },
    payer: {
      name: patient.insuranceProvider,
      id: patient.payerId,
      type: patient.payerType as Claim837pInput['payer']['type'],
    },
    subscriber: {
      memberId: patient.policyNumber,
      name: {
        last: patient.lastName,
        first: patient.firstName,
        middle: patient.middleName || undefined,
      },
      birthDate: patient.dateOfBirth,
      sex: patientSexOf(patient.sex),
      address: patientAddress,
    },
    placeOfService: claim.lines[0]?.placeOfService ?? '',
    // A replacement (7) or void (8) names the payer's claim number it replaces (REF*F8).
    frequency: claim.frequency,
    ...(claim.frequency === '7' || claim.frequency === '8'
      ? { payerClaimNumber: claim.resubmissionReference }
      : {}),
    diagnoses: claim.diagnosisCodes,
    ...(claim.admittedDate
      ? {
          admission: {
            admitted: claim.admittedDate,
            discharged: claim.dischargedDate || undefined,
          },
        }
      : {}),
    ...(facility
      ? {
          serviceFacility: {
            name: facility.name,
            npi: facility.npiNumber || undefined,
            address: {
              street: facility.addressStreet,
              city: facility.addressCity,
              state: facility.addressState,
              zip: facility.addressZip,
            },
          },
        }
      : {}),
    lines: claim.lines.map((line, index) => ({
      dateOfService: claim.serviceDateFrom,
      to: lastDay,
      procedureCode: line.procedureCode,
      modifiers: line.modifiers,
      chargeCents: line.chargeCents,
      units: line.units,
      placeOfService: line.placeOfService,
      diagnosisPointers: line.diagnosisPointers.map(pointerNumber),
      lineControlNumber: `${claim.formId}-${index + 1}`,
    })),
  };
}
