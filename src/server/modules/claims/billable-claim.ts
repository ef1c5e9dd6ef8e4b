import type { ClaimFacts } from '#domain/claims/claim-check-input';
import type { ClaimFrequency } from '#domain/claims/corrections';
import { inferServiceLocation, type ServiceLocation } from '#domain/claims/service-location';
import { normalizeClaimStatus, type ClaimStatus } from '#domain/claims/status';
import { patientSexOf, type PatientSex } from '#domain/records/patient';
import type { TaxIdType } from '#domain/records/tax-id';
import {
  type BillingArrangementKind,
  selfBilling,
  type StoredBillingArrangement,
} from '#domain/records/billing-arrangement';
import type { BillingProviderDetails as ProviderDetails } from '../profile/index.ts';
import type { ClaimRow } from './claims.repository.ts';

/** A postal address in the parts the claim files print (CMS-1500 boxes, 837P N3/N4). */
export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Who bills: under an EIN her business, as an organization with its name; under her SSN she
 * herself, as a person (a payer matches an SSN to a person, and a person's NPI is Type 1).
 */
export type ProviderEntity =
  | { kind: 'organization'; name: string }
  | { kind: 'person'; first: string; middle: string; last: string };

export interface BillableProvider {
  entity: ProviderEntity;
  /** Her own full name, as she signs (box 31). */
  signatureName: string;
  /**
   * The name the paper form prints for the billing provider (box 33): the entity's, as the 837P
   * names her (her business under an EIN, she herself under her SSN).
   */
  displayName: string;
  npi: string;
  address: PostalAddress;
  taxId: { type: TaxIdType; value: string };
  /** Who billed it: she herself, her group or a supervising clinician (as submitted). */
  billingAs: BillingArrangementKind;
  /**
   * She, as the doula who gave the service, when someone else bills (a group's Type 2 NPI or
   * a supervising clinician's): 837P 2310B and box 24J. Absent when she bills herself.
   */
  rendering?: { name: { first: string; middle: string; last: string }; npi: string };
}

/** One service line as the server built it at submit; pointers are 1-based into `diagnoses`. */
export interface BillableLine {
  procedureCode: string;
  modifiers: string[];
  units: number;
  chargeCents: number;
  placeOfService: string;
  diagnosisPointers: number[];
}

/**
 * One stored claim as every output bills it: the 837P, the CMS-1500, the claim check before
 * sending and the data export's forms all adapt from this one shape, built once here from the
 * claim's row (its copies of the patient and facility as submitted) and the provider's profile.
 * The API's view (ClaimView) is another shape, for screens, and keeps the one-line address.
 */
export interface BillableClaim {
  id: string;
  formId: string;
  ownerId: string;
  status: ClaimStatus;
  /** When it was submitted (ISO): box 31's date. */
  submittedAt: string;
  /** 1 original, 7 replacement, 8 void, and the payer's number a 7 or 8 names. */
  frequency: ClaimFrequency;
  resubmissionReference: string;
  correctsClaimId: string | null;
  service: {
    type: string;
    dateFrom: string;
    /** '' for a one-day service. */
    dateTo: string;
    timeFrom: string;
    timeTo: string;
    location: ServiceLocation;
    virtualMode: string;
    afterAttemptedVbac: boolean;
    additionalInputs: Record<string, string>;
  };
  admission: { admitted: string; discharged: string } | null;
  patient: {
    id: string;
    name: { first: string; middle: string; last: string };
    birthDate: string;
    sex: PatientSex;
    address: PostalAddress;
    /** The policy number on her card: the member ID. */
    memberId: string;
  };
  payer: { id: string; name: string; type: string };
  /** Null when her profile is gone: nothing can be billed for her then. */
  provider: BillableProvider | null;
  facility: {
    id: string;
    name: string;
    npi: string;
    kind: string;
    address: PostalAddress;
  } | null;
  lines: BillableLine[];
  /** ICD-10-CM codes, dotted, the principal first. */
  diagnoses: string[];
  totalChargeCents: number;
}

/** A claim whose provider is known: what the claim files can be written from. */
export type ProvidedClaim = BillableClaim & { provider: BillableProvider };

export const hasProvider = (claim: BillableClaim): claim is ProvidedClaim =>
  claim.provider !== null;

/** The provider as the claim files name her, billing herself. */
function selfBillingOf(details: ProviderDetails): BillableProvider {
  const business = details.businessName.trim();
  return {
    entity:
      details.taxIdType === 'EIN' && business
        ? { kind: 'organization', name: business }
        : {
            kind: 'person',
            last: details.person?.last ?? details.name,
            first: details.person?.first ?? '',
            middle: details.person?.middle ?? '',
          },
    signatureName: details.name,
    displayName: details.taxIdType === 'EIN' && business ? business : details.name,
    npi: details.npi,
    address: details.address,
    taxId: { type: details.taxIdType, value: details.taxId },
    billingAs: 'self',
  };
}

/**
 * The provider as the claim files name them under the arrangement the claim was submitted with:
 * her group (its name, Type 2 NPI, EIN and address) or a supervising clinician (a person, with
 * her address and tax ID: payment still comes to her) bills, and she renders.
 */
export function billableProviderOf(
  details: ProviderDetails,
  arrangement: StoredBillingArrangement = selfBilling,
): BillableProvider {
  const own = selfBillingOf(details);
  if (arrangement.kind === 'self') return own;
  const rendering = {
    name: {
      first: details.person?.first ?? '',
      middle: details.person?.middle ?? '',
      last: details.person?.last ?? details.name,
    },
    npi: details.npi,
  };
  if (arrangement.kind === 'supervisor') {
    const { firstName, lastName } = arrangement;
    return {
      ...own,
      entity: { kind: 'person', first: firstName, middle: '', last: lastName },
      displayName: `${firstName} ${lastName}`,
      npi: arrangement.npi,
      billingAs: 'supervisor',
      rendering,
    };
  }
  return {
    ...own,
    entity: { kind: 'organization', name: arrangement.name },
    displayName: arrangement.name,
    npi: arrangement.npi,
    address: arrangement.address,
    // Unreadable here (no cipher given) leaves it empty: the file's schema then refuses it.
    taxId: { type: 'EIN', value: details.openTaxId?.(arrangement.taxIdCiphertext) ?? '' },
    billingAs: 'group',
    rendering,
  };
}

/** One claim's row, and its provider's profile, as the claim files bill it. */
export function billableClaimOf(row: ClaimRow, provider: ProviderDetails | null): BillableClaim {
  const facility =
    row.facilityId && row.facilityName !== null
      ? {
          id: row.facilityId,
          name: row.facilityName,
          npi: row.facilityNpiNumber ?? '',
          kind: row.facilityKind ?? '',
          address: {
            street: row.facilityAddressStreet ?? '',
            city: row.facilityAddressCity ?? '',
            state: row.facilityAddressState ?? '',
            zip: row.facilityAddressZip ?? '',
          },
        }
      : null;
  return {
    id: row.id,
    formId: row.formId,
    ownerId: row.userId,
    status: normalizeClaimStatus(row.status),
    submittedAt: row.createdAt.toISOString(),
    frequency: row.frequency,
    resubmissionReference: row.resubmissionReference,
    correctsClaimId: row.correctsClaimId,
    service: {
      type: row.serviceType,
      dateFrom: row.serviceDateFrom,
      dateTo: row.serviceDateTo ?? '',
      timeFrom: row.serviceTimeFrom,
      timeTo: row.serviceTimeTo,
      location: inferServiceLocation(row),
      virtualMode: row.virtualMode,
      afterAttemptedVbac: row.afterAttemptedVbac,
      additionalInputs: row.serviceAdditionalInputs,
    },
    admission: row.admittedDate
      ? { admitted: row.admittedDate, discharged: row.dischargedDate ?? '' }
      : null,
    patient: {
      id: row.patientId,
      name: {
        first: row.patientFirstName,
        middle: row.patientMiddleName,
        last: row.patientLastName,
      },
      birthDate: row.patientDateOfBirth,
      sex: patientSexOf(row.patientSex),
      address: {
        street: row.patientAddressStreet,
        city: row.patientAddressCity,
        state: row.patientAddressState,
        zip: row.patientAddressZip,
      },
      memberId: row.patientPolicyNumber,
    },
    payer: {
      id: row.patientPayerId,
      name: row.patientInsuranceProvider,
      type: row.patientPayerType,
    },
    provider: provider ? billableProviderOf(provider, row.billingArrangement) : null,
    facility,
    lines: row.lines.map((line) => ({
      procedureCode: line.procedureCode,
      modifiers: line.modifiers,
      units: line.units,
      chargeCents: line.chargeCents,
      placeOfService: line.placeOfService,
      diagnosisPointers: line.diagnosisPointers,
    })),
    diagnoses: row.diagnosisCodes,
    totalChargeCents: row.totalChargeCents,
  };
}

/** The facts the claim check reads, as the claim files will carry them. */
export function claimFactsOf(claim: BillableClaim): ClaimFacts {
  const { service, patient, facility } = claim;
  return {
    serviceType: service.type,
    serviceAdditionalInputs: service.additionalInputs,
    serviceDateFrom: service.dateFrom,
    serviceDateTo: service.dateTo,
    serviceTimeFrom: service.timeFrom,
    serviceTimeTo: service.timeTo,
    serviceLocation: service.location,
    virtualMode: service.virtualMode as ClaimFacts['virtualMode'],
    afterAttemptedVbac: service.afterAttemptedVbac,
    diagnosisCodes: claim.diagnoses,
    patient: {
      dateOfBirth: patient.birthDate,
      payerType: claim.payer.type,
      payerId: claim.payer.id,
      policyNumber: patient.memberId,
    },
    facility: facility
      ? { npiNumber: facility.npi, kind: facility.kind, addressZip: facility.address.zip }
      : null,
  };
}
