import { z } from 'zod';
import { X12InputError, type X12InputProblem } from '../errors.ts';
import { identifier, isoDate, npi, personName, text } from '../input-fields.ts';
import { interchangeSettingsSchema } from '../write-envelope.ts';

/**
 * A 276 claim status inquiry as the writer takes it, in the billing domain's terms: one claim
 * the payer accepted, the doula who billed it and the patient (always the subscriber, as on
 * the 837P). Identifiers are refused when too long, never cut.
 */
export const claimStatusInquirySchema = z
  .object({
    interchange: interchangeSettingsSchema,
    /** 2100A: the payer asked (its payer ID, as on the 837P's 2010BB). */
    payer: z.object({ name: text(200), id: identifier(80, 2) }),
    /** 2100B: who asks and receives the answer: the product, by the id the receiver gave it. */
    informationReceiver: z.object({ name: text(200), id: identifier(80, 2) }),
    /** 2100C: the billing provider of the claim, by NPI. */
    provider: z.object({
      name: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('organization'), name: text(200) }),
        personName.extend({ kind: z.literal('person') }),
      ]),
      npi,
    }),
    /** 2000D/2100D: the patient, who is the subscriber. */
    subscriber: z.object({
      memberId: identifier(80, 2),
      name: personName,
      birthDate: isoDate,
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
      context.addIssue({
        code: 'custom',
        path: ['claim', 'serviceDates', 'to'],
        message: 'must not be before the first date of service',
      });
    }
  });

export type ClaimStatusInquiryInput = z.input<typeof claimStatusInquirySchema>;
export type ClaimStatusInquiry = z.output<typeof claimStatusInquirySchema>;

/** Where each input field goes in the 276, for error messages (the longest matching prefix wins). */
const ELEMENTS: Record<string, [label: string, element: string]> = {
  interchange: ['interchange settings', 'ISA'],
  'interchange.senderId': ['sender id', 'ISA06'],
  'interchange.receiverId': ['receiver id', 'ISA08'],
  'interchange.usage': ['test or production indicator', 'ISA15'],
  'interchange.interchangeControlNumber': ['interchange control number', 'ISA13'],
  'interchange.groupControlNumber': ['group control number', 'GS06'],
  'interchange.transactionControlNumber': ['transaction control number', 'ST02'],
  'interchange.reference': ['inquiry reference', 'BHT03'],
  'interchange.createdAt': ['creation date and time', 'BHT04'],
  payer: ['payer', '2100A'],
  'payer.name': ['payer name', '2100A NM103'],
  'payer.id': ['payer ID', '2100A NM109'],
  informationReceiver: ['information receiver', '2100B'],
  'informationReceiver.name': ['information receiver name', '2100B NM103'],
  'informationReceiver.id': ['information receiver id', '2100B NM109'],
  provider: ['provider', '2100C'],
  'provider.name': ['provider name', '2100C NM103'],
  'provider.name.first': ['provider first name', '2100C NM104'],
  'provider.npi': ['provider NPI', '2100C NM109'],
  subscriber: ['patient', '2100D'],
  'subscriber.memberId': ['member ID', '2100D NM109'],
  'subscriber.name': ['patient name', '2100D NM103'],
  'subscriber.name.first': ['patient first name', '2100D NM104'],
  'subscriber.birthDate': ['patient date of birth', '2000D DMG02'],
  'subscriber.sex': ['patient sex', '2000D DMG03'],
  claim: ['claim', '2200D'],
  'claim.traceNumber': ['trace number', '2200D TRN02'],
  'claim.formId': ['form ID', '2200D REF*EJ'],
  'claim.payerClaimNumber': ["payer's claim number", '2200D REF*1K'],
  'claim.chargeCents': ['claim charge', '2200D AMT*T3'],
  'claim.serviceDates': ['dates of service', '2200D DTP*472'],
};

function describe(path: readonly PropertyKey[]): { field: string; label: string; element: string } {
  const parts = path.map(String);
  const field = parts.join('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const entry = ELEMENTS[parts.slice(0, length).join('.')];
    if (entry) return { field, label: entry[0], element: entry[1] };
  }
  return { field, label: field || 'input', element: 'input' };
}

/**
 * The inquiry checked before a byte is written; every problem is reported at once, named by the
 * claim's form ID (when it has a usable one), the field and the X12 element, never by its value.
 */
export function parseClaimStatusInquiry(input: ClaimStatusInquiryInput): ClaimStatusInquiry {
  const result = claimStatusInquirySchema.safeParse(input);
  if (result.success) return result.data;
  const rawFormId: unknown = (input as { claim?: { formId?: unknown } } | undefined)?.claim?.formId;
  const formId =
    typeof rawFormId === 'string' && identifier(38).safeParse(rawFormId).success
      ? rawFormId.trim()
      : undefined;
  const problems: X12InputProblem[] = result.error.issues.map((issue) => {
    const { field, label, element } = describe(issue.path);
    return { ...(formId ? { formId } : {}), field, element, message: `${label} ${issue.message}` };
  });
  throw new X12InputError(problems);
}
