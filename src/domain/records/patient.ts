import { z } from 'zod';
import { isRealIsoDate, latestTodayOnEarth } from '#domain/common/dates';
import { messages } from '#domain/common/messages';
import { isPayerType, type PayerType } from './payer-types.ts';
import {
  addressLimits,
  oneOf,
  optionalText,
  requiredText,
  stateField,
  zipField,
  type StoredRecord,
} from './fields.ts';
import { refuseField } from '#domain/common/refuse-field';

/** Field limits, shared by the form (maxLength) and the server (validation). */
export const patientLimits = {
  name: 100,
  ...addressLimits,
  insuranceProvider: 200,
  payerId: 50,
  policyNumber: 50,
} as const;

/** Nobody alive was born before this; anything earlier is a typing slip. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/**
 * The patient's sex as her insurance card shows it: the codes X12 DMG03 takes (F, M, U for
 * unknown). The claim file and the paper form must carry what the payer has on file, or the payer
 * refuses the claim; a pregnancy diagnosis sent as "unknown" is a common refusal.
 */
export const patientSexes = ['F', 'M', 'U'] as const;
export type PatientSex = (typeof patientSexes)[number];
export const patientSexLabels: Record<PatientSex, string> = {
  F: 'Female',
  M: 'Male',
  U: 'Unknown',
};
/**
 * Female is preselected on a new patient (the form and an API client that leaves it out): almost
 * every patient a doula bills for is, on her card, female.
 */
export const DEFAULT_PATIENT_SEX: PatientSex = 'F';

/** A stored sex as a code; anything else (a claim from before it was asked) is unknown. */
export function patientSexOf(value: string | undefined): PatientSex {
  return (patientSexes as readonly string[]).includes(value ?? '') ? (value as PatientSex) : 'U';
}

const m = messages.patient;

const dateOfBirth = z
  .string({ error: m.dateOfBirthRequired })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: m.dateOfBirthRequired });
    else if (!isRealIsoDate(value) || value < EARLIEST_DATE_OF_BIRTH)
      ctx.addIssue({ code: 'custom', message: m.dateOfBirthInvalid });
    else if (value > latestTodayOnEarth())
      ctx.addIssue({ code: 'custom', message: m.dateOfBirthFuture });
  });

/** '' (not known) or a real `YYYY-MM-DD` date from 1900 on. */
const optionalDate = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (isRealIsoDate(value) && value >= EARLIEST_DATE_OF_BIRTH), {
      message: invalidMessage,
    })
    .default('');

/**
 * A patient as the patient dialog submits it and the API accepts it (the product's rules):
 * every text trimmed, middle name optional, state one of the 50 states, payer type one of the
 * fixed list, date of birth a real date (`YYYY-MM-DD`) not in the future, sex as the insurance
 * card says (female unless given). The expected due date
 * and the date the pregnancy ended are optional ('' until known): one record is one pregnancy,
 * and visit limits count per pregnancy. An end date is never in the future and needs a due date.
 * Unknown keys (owner, id, timestamps, deleted) are rejected: the server sets those.
 */
export const patientInputSchema = z
  .object({
    firstName: requiredText(patientLimits.name, m.firstNameRequired),
    middleName: optionalText(patientLimits.name),
    lastName: requiredText(patientLimits.name, m.lastNameRequired),
    dateOfBirth,
    addressStreet: requiredText(patientLimits.street, m.streetRequired),
    addressCity: requiredText(patientLimits.city, m.cityRequired),
    addressState: stateField(m.stateRequired, m.stateInvalid),
    addressZip: zipField(m.zipRequired),
    insuranceProvider: requiredText(patientLimits.insuranceProvider, m.insuranceProviderRequired),
    payerId: requiredText(patientLimits.payerId, m.payerIdRequired),
    payerType: oneOf<PayerType>(isPayerType, m.payerTypeRequired, m.payerTypeInvalid),
    policyNumber: requiredText(patientLimits.policyNumber, m.policyNumberRequired),
    sex: z.enum(patientSexes, { error: m.sexInvalid }).default(DEFAULT_PATIENT_SEX),
    expectedDueDate: optionalDate(m.expectedDueDateInvalid),
    pregnancyEndedDate: optionalDate(m.pregnancyEndedInvalid),
  })
  .strict()
  .superRefine((patient, ctx) => {
    if (patient.pregnancyEndedDate === '') return;
    if (patient.pregnancyEndedDate > latestTodayOnEarth())
      refuseField(ctx, ['pregnancyEndedDate'], m.pregnancyEndedFuture);
    else if (patient.expectedDueDate === '')
      refuseField(ctx, ['expectedDueDate'], m.pregnancyEndedNeedsDueDate);
  });

/** What the form holds: plain strings ('' until chosen). */
export type PatientInput = z.input<typeof patientInputSchema>;
/** What the server stores: trimmed, with state and payer type from their lists. */
export type PatientValues = z.output<typeof patientInputSchema>;

/**
 * A patient as the API shows it: what was stored (dates `YYYY-MM-DD`, '' when not known), with
 * its id and timestamps. The owner and the archive flag never leave the server.
 */
export type PatientView = PatientValues & StoredRecord;

/** "Maya A. Lopez" style full name, with the middle name when there is one. */
export function patientFullName(
  patient: Pick<PatientView, 'firstName' | 'middleName' | 'lastName'>,
) {
  return [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ');
}
