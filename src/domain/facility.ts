import { z } from 'zod';
import { messages } from './messages.ts';
import { isTenDigits } from './npi.ts';
import { addressLimits, requiredText, stateField, zipField } from './record-fields.ts';
import type { UsStateCode } from './us-states.ts';

export const facilityLimits = { name: 200, ...addressLimits, npi: 10 } as const;

const m = messages.facility;

/**
 * A facility as the modal submits it and the API accepts it (the facility modal's rules):
 * every text trimmed, state one of the 50 states, NPI exactly ten digits. The NPI check digit
 * is only warned about in the form (a wrong one is still saved: the doula may be copying a
 * typo she must first confirm with the facility). Unknown keys are rejected.
 */
export const facilityInputSchema = z
  .object({
    name: requiredText(facilityLimits.name, m.nameRequired),
    addressStreet: requiredText(facilityLimits.street, m.streetRequired),
    addressCity: requiredText(facilityLimits.city, m.cityRequired),
    addressState: stateField(m.stateRequired, m.stateInvalid),
    addressZip: zipField(m.zipRequired),
    npiNumber: z
      .string({ error: m.npiRequired })
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') ctx.addIssue({ code: 'custom', message: m.npiRequired });
        else if (!isTenDigits(value)) ctx.addIssue({ code: 'custom', message: m.npiTenDigits });
      }),
  })
  .strict();

export type FacilityInput = z.input<typeof facilityInputSchema>;
export type FacilityValues = z.output<typeof facilityInputSchema>;

/** A facility as the API shows it. */
export interface FacilityView {
  id: string;
  name: string;
  addressStreet: string;
  addressCity: string;
  addressState: UsStateCode;
  addressZip: string;
  npiNumber: string;
  createdAt: string;
  updatedAt: string;
}
