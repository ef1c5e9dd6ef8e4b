import {
  billableProviderOf,
  type BillableClaim,
  type ProvidedClaim,
} from '../modules/claims/index.ts';
import type { BillingProviderDetails } from '../modules/profile/index.ts';

/** Billable claims as the claims module builds them, and their provider, for the files' tests. */
export const provider: BillingProviderDetails = {
  name: 'Maya Lopez',
  person: { first: 'Maya', middle: '', last: 'Lopez' },
  businessName: 'Gentle Births LLC',
  address: { street: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' },
  npi: '1234567893',
  taxIdType: 'EIN',
  taxId: '941234567',
};

/** The claim billed by another provider's details (her SSN, a ZIP+4, a business name…). */
export const billedBy = (claim: BillableClaim, details: BillingProviderDetails): ProvidedClaim => ({
  ...claim,
  provider: billableProviderOf(details),
});

/**
 * A Medi-Cal prenatal visit at home with Z33.1, with the one line the billing engine builds for
 * it: Z1034 with XP, one unit at the 2024 rate of $162.11, place of service 12.
 */
export const homeVisit: ProvidedClaim = {
  id: '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c1b40',
  formId: 'DB-2026-000042',
  ownerId: '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d',
  status: 'pending',
  submittedAt: '2026-11-03T18:20:00.000Z',
  frequency: '1',
  resubmissionReference: '',
  correctsClaimId: null,
  service: {
    type: 'Prenatal Visit',
    dateFrom: '2026-11-02',
    dateTo: '2026-11-02',
    timeFrom: '10:00',
    timeTo: '11:00',
    location: 'home',
    virtualMode: '',
    afterAttemptedVbac: false,
    additionalInputs: {},
  },
  admission: null,
  patient: {
    id: '0b6a1f7e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    name: { first: 'Ana', middle: 'Luz', last: 'Rivera' },
    birthDate: '1992-04-17',
    sex: 'F',
    address: { street: '12 Elm St, Apt 3', city: 'Fresno', state: 'CA', zip: '93701' },
    memberId: '91234567A',
  },
  payer: { id: 'MCAL1', name: 'Medi-Cal', type: 'Medicaid' },
  provider: billableProviderOf(provider),
  facility: null,
  lines: [
    {
      procedureCode: 'Z1034',
      modifiers: ['XP'],
      units: 1,
      chargeCents: 16211,
      placeOfService: '12',
      diagnosisPointers: [1],
    },
  ],
  diagnoses: ['Z33.1'],
  totalChargeCents: 16211,
};

/** A two-day delivery at a birth center, admitted and discharged, with two diagnoses. */
export const facilityDelivery: ProvidedClaim = {
  ...homeVisit,
  service: {
    ...homeVisit.service,
    type: 'Labor and Delivery',
    dateFrom: '2026-11-05',
    dateTo: '2026-11-06',
    location: 'facility',
  },
  admission: { admitted: '2026-11-05', discharged: '2026-11-06' },
  // A five-digit ZIP, as a facility may have been saved (the 837P needs the +4).
  facility: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Valley Birth Center',
    npi: '1558598797',
    kind: 'birthing-center',
    address: { street: '400 Oak Ave', city: 'Sacramento', state: 'CA', zip: '95814' },
  },
  diagnoses: ['O80', 'Z37.0'],
  lines: [
    {
      procedureCode: 'Z1038',
      modifiers: [],
      units: 1,
      chargeCents: 145000,
      placeOfService: '25',
      diagnosisPointers: [1, 2],
    },
  ],
  totalChargeCents: 145000,
};
