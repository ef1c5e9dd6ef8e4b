import { z } from 'zod';
import type { ClaimStatus } from './claim-status.ts';
import { isRealIsoDate } from './dates.ts';
import type { FacilityView } from './facility.ts';
import type { PatientView } from './patient.ts';
import { extraInputsFor, serviceTypeNames } from './service-types.ts';
import { storableString } from './storable-text.ts';
import { isUsStateCode } from './us-states.ts';

/** Service locations: home, facility or virtual. */
export const serviceLocations = ['home', 'facility', 'virtual'] as const;
export type ServiceLocation = (typeof serviceLocations)[number];

export const serviceLocationLabel: Record<ServiceLocation, string> = {
  home: 'Home',
  facility: 'Facility',
  virtual: 'Virtual',
};

/** The patient fields a claim copies at submission (spec "Claim": patient snapshot). */
export interface PatientSnapshot {
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  /** The address as a single line. */
  address: string;
  insuranceProvider: string;
  policyNumber: string;
  payerId: string;
  payerType: string;
}

export interface FacilitySnapshot {
  name: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
  npiNumber: string;
}

/** What the form needs of a saved patient or facility (the live lists' records). */
export type PatientRecord = Omit<
  PatientView,
  'createdAt' | 'updatedAt' | 'addressState' | 'payerType'
> & {
  addressState: string;
  payerType: string;
};

export type FacilityRecord = Omit<FacilityView, 'createdAt' | 'updatedAt' | 'addressState'> & {
  addressState: string;
};

/** "street, city, state zip", skipping empty parts. */
export function singleLineAddress(
  street: string,
  city: string,
  state: string,
  zip: string,
): string {
  const stateZip = [state, zip].filter((part) => part.trim() !== '').join(' ');
  return [street, city, stateZip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export function patientSnapshot(patient: PatientRecord): PatientSnapshot {
  return {
    firstName: patient.firstName,
    middleName: patient.middleName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    address: singleLineAddress(
      patient.addressStreet,
      patient.addressCity,
      patient.addressState,
      patient.addressZip,
    ),
    insuranceProvider: patient.insuranceProvider,
    policyNumber: patient.policyNumber,
    payerId: patient.payerId,
    payerType: patient.payerType,
  };
}

export function facilitySnapshot(facility: FacilityRecord): FacilitySnapshot {
  return {
    name: facility.name,
    addressStreet: facility.addressStreet,
    addressCity: facility.addressCity,
    addressState: facility.addressState,
    addressZip: facility.addressZip,
    npiNumber: facility.npiNumber,
  };
}

/** The new-claim form's working state (spec "Claim draft form"). */
export interface ClaimDraft {
  patientId: string;
  patient: PatientSnapshot | null;
  serviceType: string;
  serviceAdditionalInputs: Record<string, string>;
  serviceDateFrom: string;
  serviceDateTo: string;
  serviceTimeFrom: string;
  serviceTimeTo: string;
  serviceLocation: ServiceLocation;
  inPerson: boolean;
  facilityId: string;
  facility: FacilitySnapshot | null;
  /** For a facility claim: the facility's address on one line. */
  address: string;
  admittedDate: string;
  dischargedDate: string;
  notes: string;
}

export const emptyClaimDraft: ClaimDraft = {
  patientId: '',
  patient: null,
  serviceType: '',
  serviceAdditionalInputs: {},
  serviceDateFrom: '',
  serviceDateTo: '',
  serviceTimeFrom: '',
  serviceTimeTo: '',
  serviceLocation: 'home',
  inPerson: true,
  facilityId: '',
  facility: null,
  address: '',
  admittedDate: '',
  dischargedDate: '',
  notes: '',
};

// ---- Form behaviour (spec "New-claim form behaviour"): pure functions from draft to draft ----

/** Choosing a patient copies a snapshot; clearing the choice empties it. */
export function choosePatient(draft: ClaimDraft, patient: PatientRecord | null): ClaimDraft {
  return patient
    ? { ...draft, patientId: patient.id, patient: patientSnapshot(patient) }
    : { ...draft, patientId: '', patient: null };
}

/** Choosing a facility fills name, address parts, NPI and the single-line address. */
export function chooseFacility(draft: ClaimDraft, facility: FacilityRecord | null): ClaimDraft {
  if (!facility) return { ...draft, facilityId: '', facility: null, address: '' };
  const snapshot = facilitySnapshot(facility);
  return {
    ...draft,
    facilityId: facility.id,
    facility: snapshot,
    address: singleLineAddress(
      snapshot.addressStreet,
      snapshot.addressCity,
      snapshot.addressState,
      snapshot.addressZip,
    ),
  };
}

/** Home or Virtual clears the facility, its address and both hospital dates; Virtual is not in person. */
export function chooseServiceLocation(draft: ClaimDraft, location: ServiceLocation): ClaimDraft {
  const base = { ...draft, serviceLocation: location, inPerson: location !== 'virtual' };
  if (location === 'facility') return base;
  return {
    ...base,
    facilityId: '',
    facility: null,
    address: '',
    admittedDate: '',
    dischargedDate: '',
  };
}

/** Selecting a service type resets the extra inputs to only those that type needs. */
export function chooseServiceType(draft: ClaimDraft, serviceType: string): ClaimDraft {
  const serviceAdditionalInputs = Object.fromEntries(
    extraInputsFor(serviceType).map((input) => [input.key, '']),
  );
  return { ...draft, serviceType, serviceAdditionalInputs };
}

/** Setting the From date fills an empty To date. */
export function setServiceDateFrom(draft: ClaimDraft, value: string): ClaimDraft {
  return { ...draft, serviceDateFrom: value, serviceDateTo: draft.serviceDateTo || value };
}

/** Setting the From time fills an empty To time with one minute later, wrapping past midnight. */
export function setServiceTimeFrom(draft: ClaimDraft, value: string): ClaimDraft {
  const next = value && !draft.serviceTimeTo ? addMinutes(value, 1) : draft.serviceTimeTo;
  return { ...draft, serviceTimeFrom: value, serviceTimeTo: next };
}

/** Setting the Admitted date fills an empty Discharged date. */
export function setAdmittedDate(draft: ClaimDraft, value: string): ClaimDraft {
  return { ...draft, admittedDate: value, dischargedDate: draft.dischargedDate || value };
}

/** "HH:MM" plus minutes, wrapping around midnight. */
export function addMinutes(time: string, minutes: number): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return '';
  const total = (((Number(match[1]) * 60 + Number(match[2]) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A selection that vanished from the live list (archived elsewhere) is cleared. */
export function dropVanishedSelections(
  draft: ClaimDraft,
  patientIds: ReadonlySet<string>,
  facilityIds: ReadonlySet<string>,
): ClaimDraft {
  let next = draft;
  if (next.patientId && !patientIds.has(next.patientId)) next = choosePatient(next, null);
  if (next.facilityId && !facilityIds.has(next.facilityId)) next = chooseFacility(next, null);
  return next;
}

/** Spec: submit only when a patient is chosen and, for a facility visit, a facility too. */
export function canSubmitClaim(draft: ClaimDraft): boolean {
  return (
    draft.patientId !== '' && (draft.serviceLocation !== 'facility' || draft.facilityId !== '')
  );
}

/**
 * The labels the "Please complete the following required fields:" alert lists, in form order
 * (the claim submit rule). Without a chosen patient only "Patient" is listed; with
 * one, the snapshot's own gaps are (they come from the saved patient).
 */
export function missingClaimFields(draft: ClaimDraft): string[] {
  const missing: string[] = [];
  const blank = (value: string | undefined) => (value ?? '').trim() === '';
  if (blank(draft.patientId) || !draft.patient) {
    missing.push('Patient');
  } else {
    const p = draft.patient;
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
  if (blank(draft.serviceDateFrom)) missing.push('Service Date From');
  if (blank(draft.serviceTimeFrom)) missing.push('Service Time From');
  if (blank(draft.serviceType)) missing.push('Service Type');
  for (const input of extraInputsFor(draft.serviceType)) {
    if (blank(draft.serviceAdditionalInputs[input.key])) missing.push(input.label);
  }
  if (draft.serviceLocation === 'facility') {
    if (blank(draft.facilityId) || !draft.facility) {
      missing.push('Facility');
    } else {
      const f = draft.facility;
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

// ---- What the client sends, validated again on the server ----

/**
 * Claim dates start in 1900, like birth dates: anything earlier is a typing slip, and PostgreSQL
 * has no year 0 (`0000-01-01` would fail the insert).
 */
export const EARLIEST_CLAIM_DATE = '1900-01-01';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.')
  .refine((value) => isRealIsoDate(value) && value >= EARLIEST_CLAIM_DATE, 'Enter a real date.');
const optionalDate = z.union([z.literal(''), isoDate]).default('');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time.');
const optionalTime = z.union([z.literal(''), time]).default('');

/**
 * POST /api/claims. Only choices and service details: the patient and facility snapshots, the
 * doula, the owner, the status and every timestamp are set by the server, never by the client.
 */
export const claimSubmitSchema = z
  .object({
    patientId: z.uuid('Choose a patient.'),
    serviceType: z.enum(serviceTypeNames, { error: 'Choose a service type.' }),
    serviceAdditionalInputs: z
      .record(storableString().max(64), storableString().trim().max(2000))
      .default({}),
    serviceDateFrom: isoDate,
    serviceDateTo: optionalDate,
    serviceTimeFrom: time,
    serviceTimeTo: optionalTime,
    serviceLocation: z.enum(serviceLocations, { error: 'Choose Home, Facility or Virtual.' }),
    facilityId: z.union([z.literal(''), z.uuid()]).default(''),
    admittedDate: optionalDate,
    dischargedDate: optionalDate,
    notes: storableString()
      .trim()
      .max(4000, 'Please keep notes under 4,000 characters.')
      .default(''),
  })
  .strict()
  .superRefine((claim, ctx) => {
    const expected = extraInputsFor(claim.serviceType);
    for (const input of expected) {
      const value = claim.serviceAdditionalInputs[input.key]?.trim() ?? '';
      if (!value) {
        ctx.addIssue({
          code: 'custom',
          path: ['serviceAdditionalInputs', input.key],
          message: `${input.label} is required.`,
        });
      } else if (input.numeric && !/^[1-9]\d*$/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['serviceAdditionalInputs', input.key],
          message: `${input.label} must be a whole number of minutes.`,
        });
      }
    }
    for (const key of Object.keys(claim.serviceAdditionalInputs)) {
      if (!expected.some((input) => input.key === key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['serviceAdditionalInputs', key],
          message: 'Not an input of this service type.',
        });
      }
    }
    if (claim.serviceLocation === 'facility' && !claim.facilityId) {
      ctx.addIssue({ code: 'custom', path: ['facilityId'], message: 'Choose a facility.' });
    }
    if (
      claim.serviceLocation !== 'facility' &&
      (claim.facilityId || claim.admittedDate || claim.dischargedDate)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceLocation'],
        message: 'A facility and hospital dates belong only to a facility visit.',
      });
    }
    if (claim.serviceDateTo && claim.serviceDateTo < claim.serviceDateFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceDateTo'],
        message: 'Service Date To cannot be before Service Date From.',
      });
    }
    if (claim.dischargedDate && claim.admittedDate && claim.dischargedDate < claim.admittedDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['dischargedDate'],
        message: 'Discharged Date cannot be before Admitted Date.',
      });
    }
  });

export type ClaimSubmitInput = z.input<typeof claimSubmitSchema>;
export type ClaimSubmitValues = z.output<typeof claimSubmitSchema>;

/** The draft as the client sends it: text trimmed (spec: on submit all text fields are trimmed). */
export function claimRequestFromDraft(draft: ClaimDraft): ClaimSubmitInput {
  const trim = (value: string) => value.trim();
  return {
    patientId: draft.patientId,
    serviceType: draft.serviceType as ClaimSubmitInput['serviceType'],
    serviceAdditionalInputs: Object.fromEntries(
      Object.entries(draft.serviceAdditionalInputs).map(([key, value]) => [key, trim(value)]),
    ),
    serviceDateFrom: draft.serviceDateFrom,
    serviceDateTo: draft.serviceDateTo,
    serviceTimeFrom: draft.serviceTimeFrom,
    serviceTimeTo: draft.serviceTimeTo,
    serviceLocation: draft.serviceLocation,
    facilityId: draft.serviceLocation === 'facility' ? draft.facilityId : '',
    admittedDate: draft.serviceLocation === 'facility' ? draft.admittedDate : '',
    dischargedDate: draft.serviceLocation === 'facility' ? draft.dischargedDate : '',
    notes: trim(draft.notes),
  };
}

/** Older records lacking serviceLocation: inPerson false means virtual, otherwise home. */
export function inferServiceLocation(record: {
  serviceLocation?: string | null;
  inPerson?: boolean | null;
}): ServiceLocation {
  if (
    record.serviceLocation &&
    (serviceLocations as readonly string[]).includes(record.serviceLocation)
  ) {
    return record.serviceLocation as ServiceLocation;
  }
  return record.inPerson === false ? 'virtual' : 'home';
}

export interface ClaimStatusChange {
  from: ClaimStatus | null;
  to: ClaimStatus;
  at: string;
  by: string;
  note: string;
}

/** A claim as the API shows it to its owner. */
export interface ClaimView {
  id: string;
  formId: string;
  status: ClaimStatus;
  doula: { name: string; email: string };
  patientId: string;
  patient: PatientSnapshot;
  serviceType: string;
  serviceAdditionalInputs: Record<string, string>;
  serviceDateFrom: string;
  serviceDateTo: string;
  serviceTimeFrom: string;
  serviceTimeTo: string;
  serviceLocation: ServiceLocation;
  inPerson: boolean;
  address: string;
  facilityId: string | null;
  facility: FacilitySnapshot | null;
  admittedDate: string;
  dischargedDate: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  statusHistory: ClaimStatusChange[];
}

/** GET /api/claims: newest first, a page at a time (a doula may have thousands). */
export const claimListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
  })
  .strict();
