import { z } from 'zod';
import { icd10Exists, MAX_DIAGNOSES, normalizeIcd10, virtualModes } from '#domain/billing/index';
import { claimStatuses } from '#domain/claims/status';
import { isRealIsoDate } from '#domain/common/dates';
import { pageQueryFields } from '#domain/common/list-page';
import { CESAREAN_SECTION, extraInputsFor, serviceTypeNames } from '#domain/claims/service-types';
import { storableString } from '#domain/records/storable-text';
import { serviceLocations } from './service-location.ts';
import { claimListOrders } from './search.ts';
import { refuseField } from '#domain/common/refuse-field';

/**
 * What the client sends about claims, checked by the form before sending and by the server on
 * arrival: the same schemas on both sides.
 */
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
 * One ICD-10-CM code, with or without the dot, stored dotted. A code missing from the bundled
 * list is a field error here; whether it fits the service type is the claim check's business.
 */
const diagnosisCode = z
  .string({ error: 'Enter a diagnosis code.' })
  .trim()
  .max(10, 'This diagnosis code does not exist in the ICD-10-CM list.')
  .transform((value, ctx) => {
    const code = normalizeIcd10(value);
    if (!code || !icd10Exists(code)) {
      ctx.addIssue({
        code: 'custom',
        message: 'This diagnosis code does not exist in the ICD-10-CM list.',
      });
      return z.NEVER;
    }
    return code;
  });

export const diagnosisCodesMessages = {
  required: 'Choose at least one diagnosis.',
  tooMany: `A claim holds at most ${MAX_DIAGNOSES} diagnoses.`,
  virtualModeRequired: 'Choose whether the virtual visit was by video or by phone only.',
  virtualModeOnlyVirtual: 'Video or phone belongs only to a virtual visit.',
  attemptedVbacOnlyCesarean: 'An attempted VBAC belongs only to a Cesarean Section claim.',
} as const;

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
    diagnosisCodes: z
      .array(diagnosisCode, { error: diagnosisCodesMessages.required })
      .min(1, diagnosisCodesMessages.required)
      .max(MAX_DIAGNOSES, diagnosisCodesMessages.tooMany),
    virtualMode: z
      .union([z.literal(''), z.enum(virtualModes)], {
        error: diagnosisCodesMessages.virtualModeRequired,
      })
      .default(''),
    afterAttemptedVbac: z.boolean().default(false),
  })
  .strict()
  .superRefine((claim, ctx) => {
    const expected = extraInputsFor(claim.serviceType);
    for (const input of expected) {
      const value = claim.serviceAdditionalInputs[input.key]?.trim() ?? '';
      if (!value) {
        refuseField(ctx, ['serviceAdditionalInputs', input.key], `${input.label} is required.`);
      } else if (input.numeric && !/^[1-9]\d*$/.test(value)) {
        refuseField(
          ctx,
          ['serviceAdditionalInputs', input.key],
          `${input.label} must be a whole number of minutes.`,
        );
      }
    }
    for (const key of Object.keys(claim.serviceAdditionalInputs)) {
      if (!expected.some((input) => input.key === key)) {
        refuseField(ctx, ['serviceAdditionalInputs', key], 'Not an input of this service type.');
      }
    }
    if (claim.serviceLocation === 'facility' && !claim.facilityId) {
      refuseField(ctx, ['facilityId'], 'Choose a facility.');
    }
    if (
      claim.serviceLocation !== 'facility' &&
      (claim.facilityId || claim.admittedDate || claim.dischargedDate)
    ) {
      refuseField(
        ctx,
        ['serviceLocation'],
        'A facility and hospital dates belong only to a facility visit.',
      );
    }
    if (claim.serviceLocation === 'virtual' && claim.virtualMode === '') {
      refuseField(ctx, ['virtualMode'], diagnosisCodesMessages.virtualModeRequired);
    }
    if (claim.serviceLocation !== 'virtual' && claim.virtualMode !== '') {
      refuseField(ctx, ['virtualMode'], diagnosisCodesMessages.virtualModeOnlyVirtual);
    }
    if (claim.afterAttemptedVbac && claim.serviceType !== CESAREAN_SECTION) {
      refuseField(ctx, ['afterAttemptedVbac'], diagnosisCodesMessages.attemptedVbacOnlyCesarean);
    }
    if (claim.serviceDateTo && claim.serviceDateTo < claim.serviceDateFrom) {
      refuseField(ctx, ['serviceDateTo'], 'Service Date To cannot be before Service Date From.');
    }
    if (claim.dischargedDate && claim.admittedDate && claim.dischargedDate < claim.admittedDate) {
      refuseField(ctx, ['dischargedDate'], 'Discharged Date cannot be before Admitted Date.');
    }
  });

export type ClaimSubmitInput = z.input<typeof claimSubmitSchema>;
export type ClaimSubmitValues = z.output<typeof claimSubmitSchema>;

/** The filters of her claims list, shared by the list and its totals (blank ones left out). */
const claimFilterShape = {
  status: z.enum(claimStatuses, { error: 'Choose a status.' }).optional(),
  serviceFrom: isoDate.optional(),
  serviceTo: isoDate.optional(),
  /** `1`: only the claims that need her attention (./attention.ts). */
  attention: z
    .enum(['1'], { error: 'Use attention=1 or leave it out.' })
    .optional()
    .transform((value) => (value === '1' ? true : undefined)),
};

const rangeInOrder = (q: { serviceFrom?: string | undefined; serviceTo?: string | undefined }) =>
  !q.serviceFrom || !q.serviceTo || q.serviceFrom <= q.serviceTo;
const rangeMessage = {
  path: ['serviceTo'],
  message: 'The end of the service date range cannot be before its start.',
};

/**
 * GET /api/claims: newest first (or the claims that need her first), a page at a time (a doula
 * may have thousands), filtered. A search travels in the X-Search header, never in the URL.
 */
export const claimListQuerySchema = z
  .object({
    ...claimFilterShape,
    /**
     * `attention`: the claims that need her first, each part newest first; `late`: the claims
     * late and unpaid first, most overdue first, then the others newest first.
     */
    order: z
      .enum(claimListOrders, { error: 'Use order=newest, order=attention or order=late.' })
      .optional(),
    ...pageQueryFields({ defaultLimit: 20, maxLimit: 100 }, 200),
  })
  .strict()
  .refine(rangeInOrder, rangeMessage);

/** GET /api/claims/totals: count, billed and expected amounts of the claims the same filter lists. */
export const claimTotalsQuerySchema = z
  .object(claimFilterShape)
  .strict()
  .refine(rangeInOrder, rangeMessage);
