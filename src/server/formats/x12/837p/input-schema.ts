import { z } from 'zod';
import { payerTypes } from '#domain/records/payer-types';
import { taxIdTypes } from '#domain/records/tax-id';
import { identifier, isoDate, npi, personName, providerName, text } from '../input-fields.ts';
import { interchangeSettingsSchema } from '../write-envelope.ts';
import { claimFilingIndicators } from './claim-filing.ts';
import { refuseField } from '#domain/common/refuse-field';

/**
 * What an 837P batch file needs, in the billing domain's terms: ISO dates, charges in cents,
 * the product's payer types, ICD-10-CM codes with or without their dot. The product bills the
 * patient as the subscriber (relationship "self"), so there is no separate patient loop.
 * Text and identifiers are checked as every X12 writer checks them (input-fields.ts).
 */

const state = z.string().regex(/^[A-Z]{2}$/i, 'must be a two-letter state code');

const PO_BOX = /\b(P\s*\.?\s*O\s*\.?\s*BOX|POST\s+OFFICE\s+BOX|LOCK\s*BOX)\b/i;

const address = z.object({
  street: text(200),
  street2: z.string().max(200).optional(),
  city: text(100, 2),
  state,
  zip: z.string().regex(/^\d{5}(-?\d{4})?$/, 'must be a 5- or 9-digit ZIP code'),
});
/** Billing provider and service facility: the guide wants all nine ZIP digits. */
const fullZipAddress = address.extend({
  zip: z.string().regex(/^\d{5}-?\d{4}$/, 'must be the full 9-digit ZIP code (ZIP+4)'),
});

const billingProvider = z.object({
  name: providerName,
  npi,
  /** Doulas bill with 374J00000X. */
  taxonomy: z
    .string()
    .regex(/^[0-9A-Z]{9}X$/i, 'must be a ten-character taxonomy code')
    .default('374J00000X'),
  address: fullZipAddress.refine((value) => !PO_BOX.test(value.street), {
    message: 'must be a street address, not a PO box',
    path: ['street'],
  }),
  taxId: z.object({
    type: z.enum(taxIdTypes),
    value: z
      .string()
      .refine((value) => /^\d{9}$/.test(value.replace(/-/g, '')), 'must be nine digits'),
  }),
});

const serviceLine = z.object({
  /** First day of service; DTP*472. */
  dateOfService: isoDate,
  /** Last day, when the line covers several days. */
  to: isoDate.optional(),
  procedureCode: z.string().regex(/^[A-Z0-9]{5}$/i, 'must be a five-character CPT or HCPCS code'),
  modifiers: z
    .array(z.string().regex(/^[A-Z0-9]{2}$/i, 'must be a two-character modifier'))
    .max(4, 'at most four modifiers')
    .default([]),
  chargeCents: z.number().int().min(1, 'must be more than zero').max(99_999_999),
  units: z.number().int().min(1).max(9999),
  /** Only when it differs from the claim's place of service. */
  placeOfService: z
    .string()
    .regex(/^\d{2}$/, 'must be a two-digit place of service code')
    .optional(),
  /** 1-based positions in the claim's diagnoses (1 = principal), at most four. */
  diagnosisPointers: z.array(z.number().int().min(1).max(12)).min(1, 'is missing').max(4),
  /** REF*6R: the payer echoes it on the 835's service line, which makes matching certain. */
  lineControlNumber: identifier(50).optional(),
});

const ICD10 = /^[A-Z][0-9][0-9A-Z](\.?[0-9A-Z]{1,4})?$/i;

export const claim837pSchema = z
  .object({
    /** CLM01, the patient control number the payer echoes back: the claim's form ID. */
    formId: identifier(38),
    billingProvider,
    payer: z.object({
      name: text(200),
      /** NM109 of 2010BB, the payer ID the clearinghouse routes by. */
      id: identifier(80, 2),
      type: z.enum(payerTypes),
      /** Overrides the code derived from the payer type (claim-filing.ts). */
      claimFilingIndicator: z.enum(claimFilingIndicators).optional(),
    }),
    subscriber: z.object({
      memberId: identifier(80, 2),
      name: personName,
      birthDate: isoDate,
      /** The product has no sex field yet: unknown (U) unless given. */
      sex: z.enum(['F', 'M', 'U']).default('U'),
      address,
      groupNumber: identifier(50).optional(),
    }),
    /** CLM05-1, e.g. 12 home, 21 inpatient hospital, 10 telehealth at home. */
    placeOfService: z.string().regex(/^\d{2}$/, 'must be a two-digit place of service code'),
    /** CLM05-3: 1 original, 7 replacement, 8 void. */
    frequency: z.enum(['1', '7', '8']).default('1'),
    /** REF*F8, the payer's number for the claim being replaced or voided. */
    payerClaimNumber: identifier(50).optional(),
    /** ICD-10-CM, the first is the principal diagnosis. */
    diagnoses: z
      .array(z.string().trim().regex(ICD10, 'must be an ICD-10-CM code'))
      .min(1, 'is missing: at least one diagnosis is required')
      .max(12, 'at most 12 diagnoses'),
    /** DTP*435 / DTP*096 for inpatient stays. */
    admission: z.object({ admitted: isoDate, discharged: isoDate.optional() }).optional(),
    /** NTE*ADD, cut to 80 characters. */
    note: z.string().max(2000).optional(),
    /**
     * 2310B, the doula who gave the service when she is not the billing provider (a practice
     * billing with its Type 2 NPI). Not written when its NPI is the billing provider's.
     */
    renderingProvider: z
      .object({
        name: personName,
        npi,
        taxonomy: z
          .string()
          .regex(/^[0-9A-Z]{9}X$/i, 'must be a ten-character taxonomy code')
          .default('374J00000X'),
      })
      .optional(),
    /** 2310C, where the service happened when it is not the billing provider's address. */
    serviceFacility: z
      .object({ name: text(200), npi: npi.optional(), address: fullZipAddress })
      .optional(),
    lines: z.array(serviceLine).min(1, 'is missing: at least one service line').max(50),
  })
  .superRefine((claim, context) => {
    if (claim.frequency !== '1' && !claim.payerClaimNumber) {
      refuseField(
        context,
        ['payerClaimNumber'],
        `is required for a replacement (7) or void (8) claim`,
      );
    }
    if (claim.admission?.discharged && claim.admission.discharged < claim.admission.admitted) {
      refuseField(context, ['admission', 'discharged'], 'must not be before the admission date');
    }
    claim.lines.forEach((line, index) => {
      if (line.to && line.to < line.dateOfService) {
        refuseField(
          context,
          ['lines', index, 'to'],
          'must not be before the first date of service',
        );
      }
      line.diagnosisPointers.forEach((pointer, position) => {
        if (claim.diagnoses.length > 0 && pointer > claim.diagnoses.length) {
          refuseField(
            context,
            ['lines', index, 'diagnosisPointers', position],
            'points at a diagnosis the claim does not have',
          );
        }
      });
    });
  });

export const batch837pSchema = z.object({
  interchange: interchangeSettingsSchema,
  /** 1000A: who sends the file (the product), with its id at the receiver (ETIN). */
  submitter: z.object({
    name: text(200),
    id: identifier(80, 2),
    contact: z
      .object({
        name: text(200),
        phone: z
          .string()
          .refine((value) => value.replace(/\D/g, '').length === 10, 'must be ten digits')
          .optional(),
        email: z.string().email().max(256).optional(),
      })
      .refine((contact) => contact.phone || contact.email, {
        message: 'needs a phone number or an email address',
        path: ['phone'],
      }),
  }),
  /** 1000B: the clearinghouse or payer that receives the file. */
  receiver: z.object({ name: text(200), id: identifier(80, 2) }),
  claims: z.array(z.unknown()).min(1, 'a batch needs at least one claim').max(5000),
});

export type Claim837pInput = z.input<typeof claim837pSchema>;
export type Claim837p = z.output<typeof claim837pSchema>;
export type Batch837pInput = Omit<z.input<typeof batch837pSchema>, 'claims'> & {
  claims: Claim837pInput[];
};
export type Batch837p = Omit<z.output<typeof batch837pSchema>, 'claims'> & { claims: Claim837p[] };
export type ServiceLine837p = Claim837p['lines'][number];
