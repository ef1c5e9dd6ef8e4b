import {
  type Claim837pInput,
  writerEntityName,
  writerPersonName,
} from '../../formats/x12/index.ts';
import { type BillableClaim, hasProvider, type ProvidedClaim } from '../claims/index.ts';
import { refused } from './batch-presenter.ts';

/** Doulas bill with this taxonomy, never the first one her NPI record names. */
const DOULA_TAXONOMY = '374J00000X';

/**
 * One billable claim as an 837P claim: the patient is the subscriber (the product bills her own
 * coverage), the lines and diagnoses are the ones the server built at submit, and CLM01 is the
 * form ID so the payer's answers (277CA, 835) can be matched back. Each line carries
 * "<form ID>-<n>" as its line control number, which the 835 echoes.
 *
 * The billing provider's entity (person under her SSN, organization under an EIN) and the
 * patient's address parts come as the claims module built them. The patient's sex (DMG03) is
 * the one on her insurance card, as the claim copied it; older claims say unknown. The doula's
 * notes stay out of NTE: they are written for the operator, not the payer.
 * Missing or malformed parts are passed on as they are: the writer's schema refuses them,
 * naming the claim and the element.
 */
export function claim837pFromClaim(claim: ProvidedClaim): Claim837pInput {
  const { patient, facility, provider, service } = claim;
  const lastDay =
    service.dateTo && service.dateTo !== service.dateFrom ? service.dateTo : undefined;
  const { entity } = provider;
  return {
    formId: claim.formId,
    billingProvider: {
      name: writerEntityName(entity),
      npi: provider.npi,
      taxonomy: DOULA_TAXONOMY,
      address: provider.address,
      taxId: provider.taxId,
    },
    payer: {
      name: claim.payer.name,
      id: claim.payer.id,
      type: claim.payer.type as Claim837pInput['payer']['type'],
    },
    subscriber: {
      memberId: patient.memberId,
      name: writerPersonName(patient.name),
      birthDate: patient.birthDate,
      sex: patient.sex,
      address: patient.address,
    },
    // 2310B: she rendered it when her group or a supervising clinician bills; the taxonomy is
    // the doula one whatever her NPI record names first.
    ...(provider.rendering
      ? {
          renderingProvider: {
            name: writerPersonName(provider.rendering.name),
            npi: provider.rendering.npi,
            taxonomy: DOULA_TAXONOMY,
          },
        }
      : {}),
    placeOfService: claim.lines[0]?.placeOfService ?? '',
    // A replacement (7) or void (8) names the payer's claim number it replaces (REF*F8).
    frequency: claim.frequency,
    ...(claim.frequency === '7' || claim.frequency === '8'
      ? { payerClaimNumber: claim.resubmissionReference }
      : {}),
    diagnoses: claim.diagnoses,
    ...(claim.admission
      ? {
          admission: {
            admitted: claim.admission.admitted,
            discharged: claim.admission.discharged || undefined,
          },
        }
      : {}),
    ...(facility
      ? {
          serviceFacility: {
            name: facility.name,
            npi: facility.npi || undefined,
            address: facility.address,
          },
        }
      : {}),
    lines: claim.lines.map((line, index) => ({
      dateOfService: service.dateFrom,
      to: lastDay,
      procedureCode: line.procedureCode,
      modifiers: line.modifiers,
      chargeCents: line.chargeCents,
      units: line.units,
      placeOfService: line.placeOfService,
      diagnosisPointers: line.diagnosisPointers,
      lineControlNumber: `${claim.formId}-${index + 1}`,
    })),
  };
}

/** The 837P claims of a batch; a claim whose provider's profile is gone refuses the batch. */
export function x12ClaimsOf(ready: BillableClaim[]): Claim837pInput[] {
  return ready.map((claim) => {
    if (!hasProvider(claim))
      throw refused([`Claim ${claim.formId}: its provider's profile is gone.`]);
    return claim837pFromClaim(claim);
  });
}
