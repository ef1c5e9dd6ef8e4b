import { pointerLetter } from '#domain/billing/index';
import type { Cms1500Claim } from '../../formats/cms1500/index.ts';
import type { ProvidedClaim } from '../claims/index.ts';

/**
 * One billable claim as a CMS-1500: the patient is the insured (the product bills her own
 * coverage), the lines and diagnoses are the ones the server built when the claim was submitted,
 * and box 26 carries the form ID so a payer's answer can be matched back. The doula's notes are
 * for the operator, not the payer, so box 19 stays empty. The patient's address prints in the
 * parts the claim keeps; a part it does not know stays empty, and the form names the box.
 */
export function cms1500FromClaim(
  claim: ProvidedClaim,
  taxIdShown: 'whole' | 'last-four' = 'whole',
): Cms1500Claim {
  const { patient, facility, provider, service } = claim;
  const serviceTo = service.dateTo || undefined;
  return {
    payer: { name: claim.payer.name },
    insuranceType: claim.payer.type as Cms1500Claim['insuranceType'],
    insuredId: patient.memberId,
    patient: {
      name: {
        last: patient.name.last,
        first: patient.name.first,
        middleInitial: patient.name.middle.trim().slice(0, 1) || undefined,
      },
      birthDate: patient.birthDate,
      // Box 3 as on her insurance card; unknown (older claims, or 'U') stays blank: the box has
      // only M and F, and guessing is not ours to do.
      ...(patient.sex === 'U' ? {} : { sex: patient.sex }),
      address: patient.address,
    },
    diagnoses: claim.diagnoses,
    // Box 22: a replacement (7) or void (8) with the payer's number of the claim it replaces.
    ...(claim.frequency === '7' || claim.frequency === '8'
      ? { resubmission: { code: claim.frequency, originalReference: claim.resubmissionReference } }
      : {}),
    ...(claim.admission
      ? {
          hospitalization: {
            admitted: claim.admission.admitted,
            discharged: claim.admission.discharged || undefined,
          },
        }
      : {}),
    lines: claim.lines.map((line) => ({
      from: service.dateFrom,
      to: serviceTo,
      placeOfService: line.placeOfService,
      code: line.procedureCode,
      modifiers: line.modifiers,
      diagnosisPointers: line.diagnosisPointers.map(pointerLetter) as ('A' | 'B' | 'C' | 'D')[],
      chargeCents: line.chargeCents,
      units: line.units,
      // 24J: she rendered it when her group or a supervising clinician bills (box 33).
      ...(provider.rendering ? { renderingNpi: provider.rendering.npi } : {}),
    })),
    taxId:
      taxIdShown === 'whole'
        ? provider.taxId
        : {
            type: provider.taxId.type,
            last4: provider.taxId.value.replace(/\D/g, '').slice(-4),
          },
    accountNumber: claim.formId,
    signature: { name: provider.signatureName, date: claim.submittedAt.slice(0, 10) },
    ...(facility
      ? {
          serviceFacility: {
            name: facility.name,
            address: facility.address,
            npi: facility.npi || undefined,
          },
        }
      : {}),
    billingProvider: {
      name: provider.displayName,
      address: provider.address,
      npi: provider.npi,
    },
  };
}
