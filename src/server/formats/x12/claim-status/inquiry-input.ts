import { z } from 'zod';
import { type ElementTable, identifier, isoDate, partyElements, under } from '../input-fields.ts';
import {
  checkInquiry,
  inquiryElements,
  inquiryParties,
  member,
  organization,
} from '../inquiry-fields.ts';
import { refuseField } from '#domain/common/refuse-field';

/**
 * A 276 claim status inquiry as the writer takes it, in the billing domain's terms: one claim
 * the payer accepted, the doula who billed it and the patient (always the subscriber, as on
 * the 837P). Identifiers are refused when too long, never cut.
 */
export const claimStatusInquirySchema = inquiryParties
  // 2100A: the payer asked (its payer ID, as on the 837P's 2010BB); 2100C: the billing provider
  // of the claim, by NPI.
  .extend({
    /** 2100B: who asks and receives the answer: the product, by the id the receiver gave it. */
    informationReceiver: organization,
    /** 2000D/2100D: the patient, who is the subscriber. */
    subscriber: member.extend({
      /** DMG03 is written only for F or M; U leaves it out. */
      sex: z.enum(['F', 'M', 'U']).default('U'),
    }),
    claim: z.object({
      /** TRN02: the inquiry's own trace number, echoed by the 277 (our match for the answer). */
      traceNumber: identifier(50),
      /** REF*EJ: the claim's form ID, our CLM01 (patient control number). */
      formId: identifier(38),
      /** REF*1K: the payer's number for the claim, when a 277CA or 835 gave it. */
      payerClaimNumber: identifier(50).optional(),
      /** AMT*T3: the claim's total charge as billed. */
      chargeCents: z.number().int().min(1, 'must be more than zero').max(99_999_999),
      /** DTP*472: the claim's first and last dates of service. */
      serviceDates: z.object({ from: isoDate, to: isoDate.optional() }),
    }),
  })
  .superRefine((inquiry, context) => {
    const { from, to } = inquiry.claim.serviceDates;
    if (to && to < from) {
      refuseField(
        context,
        ['claim', 'serviceDates', 'to'],
        'must not be before the first date of service',
      );
    }
  });

export type ClaimStatusInquiryInput = z.input<typeof claimStatusInquirySchema>;
export type ClaimStatusInquiry = z.output<typeof claimStatusInquirySchema>;

/** Where each input field goes in the 276, for error messages (the longest matching prefix wins). */
const ELEMENTS: ElementTable = {
  ...inquiryElements({ provider: '2100C', subscriber: '2100D', demographics: '2000D' }),
  informationReceiver: ['information receiver', '2100B'],
  ...under('informationReceiver', partyElements('information receiver', '2100B')),
  claim: ['claim', '2200D'],
  ...under('claim', {
    traceNumber: ['trace number', '2200D TRN02'],
    formId: ['form ID', '2200D REF*EJ'],
    payerClaimNumber: ["payer's claim number", '2200D REF*1K'],
    chargeCents: ['claim charge', '2200D AMT*T3'],
    serviceDates: ['dates of service', '2200D DTP*472'],
  }),
};

/**
 * The inquiry checked before a byte is written; every problem is reported at once, named by the
 * claim's form ID (when it has a usable one), the field and the X12 element, never by its value.
 */
export function parseClaimStatusInquiry(input: ClaimStatusInquiryInput): ClaimStatusInquiry {
  const rawFormId: unknown = (input as { claim?: { formId?: unknown } } | undefined)?.claim?.formId;
  const formId =
    typeof rawFormId === 'string' && identifier(38).safeParse(rawFormId).success
      ? rawFormId.trim()
      : undefined;
  return checkInquiry(claimStatusInquirySchema, input, ELEMENTS, { formId });
}
