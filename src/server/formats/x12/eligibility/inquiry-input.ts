import { z } from 'zod';
import { serviceTypeCodes } from '#domain/glossary/eligibility-codes';
import { type ElementTable, identifier, isoDate } from '../input-fields.ts';
import { checkInquiry, inquiryElements, inquiryParties, member } from '../inquiry-fields.ts';
import { refuseField } from '#domain/common/refuse-field';

/**
 * What a 270 eligibility inquiry needs, in the billing domain's terms. One inquiry asks about
 * one member, as CAQH CORE's real-time rule expects: the payer (2100A), the provider asking
 * with her NPI (2100B), the member as the subscriber (2100C: member ID, name, date of birth),
 * our trace number (TRN), what is asked about (EQ01 service types) and when: one date of
 * service or a whole month (Medi-Cal answers per month of service).
 */

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)');

export const eligibilityInquirySchema = inquiryParties
  // 2100A: who is asked, by the payer ID the clearinghouse routes by; 2100B: the information
  // receiver, the doula or her practice.
  .extend({
    /** 2100C: the patient, who is the subscriber. */
    subscriber: member.extend({ sex: z.enum(['F', 'M']).optional() }),
    /**
     * TRN of 2000C: the payer returns it in the 271 (TRN01 2), which is how an answer is
     * matched to its question. `originatorId` is TRN03: "1" and an EIN, or "9" and nine
     * letters or digits of our choosing.
     */
    trace: z.object({
      number: identifier(50),
      originatorId: z
        .string()
        .regex(/^(1\d{9}|9[A-Za-z0-9]{9})$/, 'must be "1" and an EIN or "9" and 9 characters'),
    }),
    /** EQ01: 30 (the plan's coverage) unless the caller asks about a service type. */
    serviceTypes: z
      .array(
        z
          .string()
          .refine((code) => Object.hasOwn(serviceTypeCodes, code), 'is not a known service type'),
      )
      .min(1, 'is missing')
      .max(99)
      .default(['30']),
    /** DTP*291 D8: one date of service. */
    serviceDate: isoDate.optional(),
    /** DTP*291 RD8: every day of one month. */
    serviceMonth: month.optional(),
  })
  .superRefine((inquiry, context) => {
    if ((inquiry.serviceDate === undefined) === (inquiry.serviceMonth === undefined)) {
      refuseField(context, ['serviceDate'], 'needs either a date of service or a month, not both');
    }
    if (new Set(inquiry.serviceTypes).size !== inquiry.serviceTypes.length) {
      refuseField(context, ['serviceTypes'], 'names a service type twice');
    }
  });

export type EligibilityInquiryInput = z.input<typeof eligibilityInquirySchema>;
export type EligibilityInquiry = z.output<typeof eligibilityInquirySchema>;

const ELEMENTS: ElementTable = {
  ...inquiryElements({ provider: '2100B', subscriber: '2100C', demographics: '2100C' }),
  trace: ['trace number', '2000C TRN'],
  'trace.number': ['trace number', '2000C TRN02'],
  'trace.originatorId': ['trace originator', '2000C TRN03'],
  serviceTypes: ['service type', '2110C EQ01'],
  serviceDate: ['date of service', '2100C DTP*291'],
  serviceMonth: ['month of service', '2100C DTP*291'],
};

/** The inquiry checked before a byte is written; every problem names its field and X12 element. */
export function parseEligibilityInquiry(input: EligibilityInquiryInput): EligibilityInquiry {
  return checkInquiry(eligibilityInquirySchema, input, ELEMENTS, {
    subject: 'Eligibility inquiry',
  });
}
