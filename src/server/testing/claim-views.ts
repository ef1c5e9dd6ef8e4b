import type { ClaimView } from '#domain/claims/view';
import { validFacility } from '#domain/testing/valid-inputs';
import type { BillingProvider } from '../modules/claim-forms/index.ts';

/** Stored claims as the claims module shows them, and their provider, for the form's tests. */
export const provider: BillingProvider = {
  name: 'Maya Lopez',
  businessName: 'Gentle Births LLC',
  address: { street: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' },
  npi: '1234567893',
  taxIdType: 'EIN',
  taxId: '941234567',
};

/**
 * The one line the billing engine builds for a Medi-Cal prenatal visit at home with Z33.1:
 * Z1034 with XP, one unit at the 2024 rate of $162.11, place of service 12.
 */
export const mediCalPrenatalLine = {
  procedureCode: 'Z1034',
  modifiers: ['XP'],
  units: 1,
  chargeCents: 16211,
  allowedCents: 16211,
  placeOfService: '12',
  diagnosisPointers: ['A'],
};

export const homeVisit: ClaimView = {
  id: '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c1b40',
  formId: 'DB-2026-000042',
  status: 'pending',
  doula: { name: 'Maya Lopez', email: 'maya@example.com' },
  patientId: '0b6a1f7e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  patient: {
    firstName: 'Ana',
    middleName: 'Luz',
    lastName: 'Rivera',
    dateOfBirth: '1992-04-17',
    insuranceProvider: 'Medi-Cal',
    policyNumber: '91234567A',
    payerId: 'MCAL1',
    payerType: 'Medicaid',
    sex: 'F',
    address: '12 Elm St, Apt 3, Fresno, CA 93701',
  },
  serviceType: 'Prenatal Visit',
  serviceAdditionalInputs: {},
  serviceDateFrom: '2026-11-02',
  serviceDateTo: '2026-11-02',
  serviceTimeFrom: '10:00',
  serviceTimeTo: '11:00',
  serviceLocation: 'home',
  inPerson: true,
  address: '',
  facilityId: null,
  facility: null,
  admittedDate: '',
  dischargedDate: '',
  notes: 'Client asked about lactation support',
  diagnosisCodes: ['Z33.1'],
  virtualMode: '',
  lines: [mediCalPrenatalLine],
  totalChargeCents: 16211,
  expectedCents: 16211,
  linesDerived: false,
  checkWarnings: [],
  sendBlockers: [],
  payerProfileName: 'Medi-Cal fee-for-service',
  paidCents: 0,
  payerClaimNumber: '',
  payerAnswer: null,
  frequency: '1',
  resubmissionReference: '',
  adjudicatedClaimNumber: '',
  corrects: null,
  correctedBy: null,
  createdAt: '2026-11-03T18:20:00.000Z',
  updatedAt: '2026-11-03T18:20:00.000Z',
  statusHistory: [],
};

export const facilityDelivery: ClaimView = {
  ...homeVisit,
  serviceType: 'Labor and Delivery',
  serviceDateFrom: '2026-11-05',
  serviceDateTo: '2026-11-06',
  serviceLocation: 'facility',
  facilityId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  // The shared valid facility with a five-digit ZIP (the 837P test adds the +4 it needs).
  facility: { ...validFacility(), kind: 'birthing-center' },
  admittedDate: '2026-11-05',
  dischargedDate: '2026-11-06',
  diagnosisCodes: ['O80', 'Z37.0'],
  lines: [
    {
      procedureCode: 'Z1038',
      modifiers: [],
      units: 1,
      chargeCents: 145000,
      allowedCents: 145000,
      placeOfService: '25',
      diagnosisPointers: ['A', 'B'],
    },
  ],
};
