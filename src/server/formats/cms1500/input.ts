import { z } from 'zod';
import { isRealIsoDate } from '#domain/common/dates';
import { payerTypes } from '#domain/records/payer-types';
import { taxIdTypes } from '#domain/records/tax-id';
import { refuseField } from '#domain/common/refuse-field';

/**
 * What one CMS-1500 needs, in the billing domain's terms (ISO dates, charges in cents, the
 * product's payer types). The product bills the patient as the insured (relationship "self"),
 * so boxes 4 and 7 repeat the patient. Text may be in any case and any script: the renderer
 * uppercases it and keeps what the form's font can print (text-rules.ts).
 */

const isoDate = z.string().refine(isRealIsoDate, 'Must be a real date (YYYY-MM-DD)');
const text = (max: number) => z.string().trim().min(1).max(max);
const npi = z.string().regex(/^\d{10}$/, 'Must be ten digits');
const taxonomy = z.string().regex(/^[0-9A-Z]{9}X$/i, 'Must be a ten-character taxonomy code');

export const diagnosisLetters = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
] as const;

const address = z.object({
  street: text(200),
  city: text(100),
  state: z.string().regex(/^[A-Z]{2}$/i, 'Must be a two-letter state code'),
  zip: z.string().regex(/^\d{5}(-?\d{4})?$/, 'Must be a 5- or 9-digit ZIP code'),
});

const personName = z.object({
  last: text(100),
  first: text(100),
  middleInitial: z.string().trim().max(1).optional(),
});

const phone = z
  .string()
  .refine((value) => value.replace(/\D/g, '').length === 10, 'Must be a ten-digit phone number');

const serviceLine = z.object({
  from: isoDate,
  /** The last date of service; the same day when absent. */
  to: isoDate.optional(),
  placeOfService: z.string().regex(/^\d{2}$/, 'Must be a two-digit place of service code'),
  code: z.string().regex(/^[A-Z0-9]{5}$/i, 'Must be a five-character CPT or HCPCS code'),
  modifiers: z
    .array(z.string().regex(/^[A-Z0-9]{2}$/i, 'Must be a two-character modifier'))
    .max(4)
    .default([]),
  diagnosisPointers: z.array(z.enum(diagnosisLetters)).min(1).max(4),
  chargeCents: z.number().int().min(0).max(9_999_999),
  units: z.number().int().min(1).max(999),
  renderingNpi: npi.optional(),
  /** Printed in the shaded part of 24I/24J with qualifier ZZ when a payer wants it. */
  renderingTaxonomy: taxonomy.optional(),
});

const provider = z.object({ name: text(200), address });

export const cms1500ClaimSchema = z
  .object({
    /** The carrier block (top right): the payer the paper claim is mailed to. */
    payer: z.object({ name: text(200), address: address.optional() }).optional(),
    insuranceType: z.enum(payerTypes),
    /** The member's policy number (box 1a). */
    insuredId: text(80),
    patient: z.object({
      name: personName,
      birthDate: isoDate,
      sex: z.enum(['M', 'F']).optional(),
      address,
      phone: phone.optional(),
    }),
    /** Box 11; printed as NONE when the plan has no group number. */
    groupNumber: z.string().trim().max(80).optional(),
    /** Box 11d; left blank when unknown. */
    anotherHealthPlan: z.boolean().optional(),
    hospitalization: z.object({ admitted: isoDate, discharged: isoDate.optional() }).optional(),
    /** Box 19, additional claim information. */
    notes: z.string().trim().max(500).optional(),
    /** ICD-10-CM codes, with or without the dot; A is the principal diagnosis. */
    diagnoses: z
      .array(
        z.string().regex(/^[A-Z][0-9][0-9A-Z](\.?[0-9A-Z]{1,4})?$/i, 'Must be an ICD-10-CM code'),
      )
      .min(1)
      .max(12),
    /** Box 22 for a replacement (7) or void (8) of a claim the payer already has. */
    resubmission: z.object({ code: z.enum(['7', '8']), originalReference: text(80) }).optional(),
    lines: z.array(serviceLine).min(1).max(50),
    /**
     * Box 25: the whole number for a form to send; only its last four digits for a copy kept as a
     * record (box 25 then prints XXXXX and those four, so the copy cannot be sent as it is).
     */
    taxId: z.union([
      z.object({
        type: z.enum(taxIdTypes),
        value: z
          .string()
          .refine((value) => /^\d{9}$/.test(value.replace(/-/g, '')), 'Must be nine digits'),
      }),
      z.object({
        type: z.enum(taxIdTypes),
        last4: z.string().regex(/^\d{4}$/, 'Must be four digits'),
      }),
    ]),
    /** Box 26: the claim's form ID. */
    accountNumber: text(40),
    acceptAssignment: z.boolean().default(true),
    /** Box 31: who signs for the billing provider, and when. */
    signature: z.object({ name: text(200), date: isoDate }),
    /** Box 32/32a: where the service happened, for facility claims. */
    serviceFacility: provider.extend({ npi: npi.optional() }).optional(),
    /** Box 33/33a/33b. */
    billingProvider: provider.extend({
      phone: phone.optional(),
      npi,
      taxonomy: taxonomy.optional(),
    }),
  })
  .superRefine((claim, context) => {
    claim.lines.forEach((line, index) => {
      line.diagnosisPointers.forEach((letter, pointer) => {
        if (diagnosisLetters.indexOf(letter) >= claim.diagnoses.length) {
          refuseField(
            context,
            ['lines', index, 'diagnosisPointers', pointer],
            'Points at a diagnosis the claim does not have',
          );
        }
      });
    });
  });

/** What callers pass (defaults optional). */
export type Cms1500Claim = z.input<typeof cms1500ClaimSchema>;
/** What the renderer works from, after parsing. */
export type ParsedCms1500Claim = z.output<typeof cms1500ClaimSchema>;
export type Cms1500ServiceLine = ParsedCms1500Claim['lines'][number];

/** Input a CMS-1500 cannot be printed from. Names fields only, never their values (PHI). */
export class Cms1500InputError extends Error {
  constructor(
    readonly claimIndex: number,
    readonly fields: readonly string[],
  ) {
    super(`Claim ${claimIndex + 1} cannot be printed on a CMS-1500: check ${fields.join(', ')}`);
    this.name = 'Cms1500InputError';
  }
}

export function parseCms1500Claim(claim: Cms1500Claim, claimIndex = 0): ParsedCms1500Claim {
  const result = cms1500ClaimSchema.safeParse(claim);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
    throw new Cms1500InputError(claimIndex, fields);
  }
  return result.data;
}
