import type { VirtualMode } from '#domain/billing/index';
import {
  CESAREAN_SECTION,
  DURATION_INPUT_KEY,
  extraInputsFor,
  fixedMinutesOf,
} from '#domain/claims/service-types';
import type { ServiceLocation } from './service-location.ts';
import {
  facilityAddress,
  facilitySnapshot,
  patientSnapshot,
  type ClaimFacilitySource,
  type ClaimPatientSource,
  type FacilitySnapshot,
  type PatientSnapshot,
} from './snapshot.ts';
import type { ClaimSubmitInput } from './requests.ts';
import type { ClaimView } from './view.ts';
import type { ClaimServiceFields } from './service-fields.ts';

/**
 * The new-claim form's working state, and how each input changes it: pure functions from draft
 * to draft, so the form's behaviour (autofill, clearing) is tested without a browser.
 */
export interface ClaimDraft extends ClaimServiceFields {
  patientId: string;
  patient: PatientSnapshot | null;
  inPerson: boolean;
  facilityId: string;
  facility: FacilitySnapshot | null;
  /** For a facility claim: the facility's address on one line. */
  address: string;
  admittedDate: string;
  dischargedDate: string;
  notes: string;
  /** ICD-10-CM codes in claim order, the principal first. */
  diagnosisCodes: string[];
  /** For a virtual visit: by video or by phone only ('' until chosen). */
  virtualMode: '' | VirtualMode;
  /** For a cesarean: it followed an attempted VBAC (a program may price it apart). */
  afterAttemptedVbac: boolean;
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
  diagnosisCodes: [],
  virtualMode: '',
  afterAttemptedVbac: false,
};

/** Choosing a patient copies a snapshot; clearing the choice empties it. */
export function choosePatient(draft: ClaimDraft, patient: ClaimPatientSource | null): ClaimDraft {
  return patient
    ? { ...draft, patientId: patient.id, patient: patientSnapshot(patient) }
    : { ...draft, patientId: '', patient: null };
}

/** Choosing a facility fills name, address parts, NPI and the single-line address. */
export function chooseFacility(
  draft: ClaimDraft,
  facility: ClaimFacilitySource | null,
): ClaimDraft {
  if (!facility) return { ...draft, facilityId: '', facility: null, address: '' };
  const snapshot = facilitySnapshot(facility);
  return {
    ...draft,
    facilityId: facility.id,
    facility: snapshot,
    address: facilityAddress(snapshot),
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

/**
 * Selecting a service type resets the extra inputs to only those that type needs; an end time
 * the form filled follows the length the new type fixes.
 */
export function chooseServiceType(draft: ClaimDraft, serviceType: string): ClaimDraft {
  const serviceAdditionalInputs = Object.fromEntries(
    extraInputsFor(serviceType).map((input) => [input.key, '']),
  );
  return followEndTime(draft, { ...draft, serviceType, serviceAdditionalInputs });
}

/** Typing one of the service type's extra inputs; an end time the form filled follows a new duration. */
export function setServiceInput(draft: ClaimDraft, key: string, value: string): ClaimDraft {
  return followEndTime(draft, {
    ...draft,
    serviceAdditionalInputs: { ...draft.serviceAdditionalInputs, [key]: value },
  });
}

/** Setting the From date fills an empty To date. */
export function setServiceDateFrom(draft: ClaimDraft, value: string): ClaimDraft {
  return { ...draft, serviceDateFrom: value, serviceDateTo: draft.serviceDateTo || value };
}

/**
 * How long the visit lasts as far as the form knows before she says when it ended: the minutes
 * she typed for a type that asks for them, or the length the type itself fixes.
 */
export function knownVisitMinutes(
  draft: Pick<ClaimDraft, 'serviceType' | 'serviceAdditionalInputs'>,
): number | undefined {
  const typed = draft.serviceAdditionalInputs[DURATION_INPUT_KEY]?.trim() ?? '';
  if (/^\d+$/.test(typed) && Number(typed) > 0 && Number(typed) <= MINUTES_PER_DAY) {
    return Number(typed);
  }
  return fixedMinutesOf(draft.serviceType);
}

const MINUTES_PER_DAY = 1440;

/**
 * The end time the form fills in: start plus the visit's known length, else one minute after
 * the start (the specification's default when nothing says how long the visit was), wrapping
 * past midnight. Empty while there is no start.
 */
export function filledEndTime(
  draft: Pick<ClaimDraft, 'serviceType' | 'serviceAdditionalInputs' | 'serviceTimeFrom'>,
): string {
  if (!draft.serviceTimeFrom) return '';
  return addMinutes(draft.serviceTimeFrom, knownVisitMinutes(draft) ?? 1);
}

/**
 * The end time after a change of the visit's length: recomputed while it is empty or still
 * the one the form filled before the change; an end time she typed herself is hers to keep.
 */
function followEndTime(before: ClaimDraft, after: ClaimDraft): ClaimDraft {
  const filled = before.serviceTimeTo === '' || before.serviceTimeTo === filledEndTime(before);
  if (!filled || !after.serviceTimeFrom) return after;
  return { ...after, serviceTimeTo: filledEndTime(after) };
}

/**
 * Setting the From time fills an empty To time: start plus the visit's known length, else one
 * minute later, wrapping past midnight.
 */
export function setServiceTimeFrom(draft: ClaimDraft, value: string): ClaimDraft {
  const next = { ...draft, serviceTimeFrom: value };
  return value && !draft.serviceTimeTo ? { ...next, serviceTimeTo: filledEndTime(next) } : next;
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

/** Submit only when a patient is chosen and, for a facility visit, a facility too. */
export function canSubmitClaim(draft: ClaimDraft): boolean {
  return (
    draft.patientId !== '' && (draft.serviceLocation !== 'facility' || draft.facilityId !== '')
  );
}

/** The draft as the client sends it, every text trimmed. */
export function claimRequestFromDraft(draft: ClaimDraft): ClaimSubmitInput {
  const trim = (value: string) => value.trim();
  const atFacility = draft.serviceLocation === 'facility';
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
    facilityId: atFacility ? draft.facilityId : '',
    admittedDate: atFacility ? draft.admittedDate : '',
    dischargedDate: atFacility ? draft.dischargedDate : '',
    notes: trim(draft.notes),
    diagnosisCodes: draft.diagnosisCodes.map(trim).filter((code) => code !== ''),
    virtualMode: draft.serviceLocation === 'virtual' ? draft.virtualMode : '',
    afterAttemptedVbac: draft.serviceType === CESAREAN_SECTION && draft.afterAttemptedVbac,
  };
}

/**
 * The form pre-filled from a claim she is correcting: the same patient, facility, service,
 * dates, diagnoses and notes, as the claim carried them; she edits what was wrong.
 */
export function draftFromClaim(claim: ClaimView): ClaimDraft {
  return {
    patientId: claim.patientId,
    patient: claim.patient,
    serviceType: claim.serviceType,
    serviceAdditionalInputs: {
      ...Object.fromEntries(extraInputsFor(claim.serviceType).map((input) => [input.key, ''])),
      ...claim.serviceAdditionalInputs,
    },
    serviceDateFrom: claim.serviceDateFrom,
    serviceDateTo: claim.serviceDateTo,
    serviceTimeFrom: claim.serviceTimeFrom,
    serviceTimeTo: claim.serviceTimeTo,
    serviceLocation: claim.serviceLocation,
    inPerson: claim.serviceLocation !== 'virtual',
    facilityId: claim.facility ? (claim.facilityId ?? '') : '',
    facility: claim.facility,
    address: claim.facility ? facilityAddress(claim.facility) : '',
    admittedDate: claim.admittedDate,
    dischargedDate: claim.dischargedDate,
    notes: claim.notes,
    diagnosisCodes: [...claim.diagnosisCodes],
    virtualMode:
      claim.virtualMode === 'audio-video' || claim.virtualMode === 'audio-only'
        ? claim.virtualMode
        : '',
    afterAttemptedVbac: claim.afterAttemptedVbac,
  };
}
