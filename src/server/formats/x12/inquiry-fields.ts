import { z } from 'zod';
import { X12InputError } from './errors.ts';
import {
  type ElementTable,
  describeField,
  identifier,
  inputProblems,
  isoDate,
  nameElements,
  npi,
  partyElements,
  personName,
  providerName,
  text,
  under,
} from './input-fields.ts';
import { interchangeElements, interchangeSettingsSchema } from './write-envelope.ts';

/**
 * What the 270 and 276 inquiries share: the interchange, the payer asked (2100A), the provider
 * asking by her NPI and the patient as the subscriber, and how a refused inquiry is reported.
 */

/** An organization by the id the payer or the receiver knows it by (NM103, NM109). */
export const organization = z.object({ name: text(200), id: identifier(80, 2) });

/** A provider, person or organization, by her NPI (NM108 XX). */
const providerWithNpi = z.object({ name: providerName, npi });

/** The patient as an inquiry names her; the guides differ on her sex (DMG03), so it is left to each. */
export const member = z.object({
  memberId: identifier(80, 2),
  name: personName,
  birthDate: isoDate,
});

/** The parts every inquiry has; each adds its own subscriber (from `member`) and question. */
export const inquiryParties = z.object({
  interchange: interchangeSettingsSchema,
  payer: organization,
  provider: providerWithNpi,
});

/**
 * Where an inquiry's payer (2100A), provider and patient go; the provider's and the patient's
 * loops differ between the 270 and the 276, and so does where the patient's DMG stands.
 */
export const inquiryElements = (loops: {
  provider: string;
  subscriber: string;
  demographics: string;
}): ElementTable => ({
  ...interchangeElements('inquiry reference'),
  payer: ['payer', '2100A'],
  ...under('payer', partyElements('payer', '2100A', 'payer ID')),
  provider: ['provider', loops.provider],
  ...under('provider', {
    ...nameElements('provider', loops.provider),
    npi: ['provider NPI', `${loops.provider} NM109`],
  }),
  subscriber: ['patient', loops.subscriber],
  ...under('subscriber', {
    memberId: ['member ID', `${loops.subscriber} NM109`],
    ...nameElements('patient', loops.subscriber),
    birthDate: ['patient date of birth', `${loops.demographics} DMG02`],
    sex: ['patient sex', `${loops.demographics} DMG03`],
  }),
});

/** The inquiry checked before a byte is written; every problem names its field and X12 element. */
export function checkInquiry<Schema extends z.ZodType>(
  schema: Schema,
  input: z.input<Schema>,
  elements: ElementTable,
  about: { formId?: string | undefined; subject?: string },
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new X12InputError(
    inputProblems(result.error, (path) => describeField(path, elements), about),
  );
}
