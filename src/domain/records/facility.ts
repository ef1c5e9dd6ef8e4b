import { z } from 'zod';
import { type FacilityKind, isFacilityKind } from '#domain/billing/index';
import { messages } from '#domain/common/messages';
import { hasValidNpiCheckDigit, isTenDigits } from './npi.ts';
import {
  addressLimits,
  oneOf,
  requiredText,
  stateField,
  zipField,
  type StoredRecord,
} from './fields.ts';

export const facilityLimits = { name: 200, ...addressLimits, npi: 10 } as const;

const m = messages.facility;

/**
 * A facility as the facility dialog submits it and the API accepts it (the product's rules):
 * every text trimmed, state one of the 50 states, NPI exactly ten digits with a matching check
 * digit (payers refuse any other, so a facility with one could never be billed). The kind (hospital, birthing center, clinic)
 * sets the place of service of a claim there; '' is refused, while a client that omits it entirely
 * (one written before kinds existed) gets 'hospital', the default every earlier facility got.
 * Unknown keys are rejected.
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
        else if (!hasValidNpiCheckDigit(value))
          ctx.addIssue({ code: 'custom', message: m.npiCheckDigit });
      }),
    kind: oneOf<FacilityKind>(isFacilityKind, m.kindRequired, m.kindInvalid).default('hospital'),
  })
  .strict();

export type FacilityInput = z.input<typeof facilityInputSchema>;
export type FacilityValues = z.output<typeof facilityInputSchema>;

/** A facility as the API shows it: what was stored, with its id and timestamps. */
export type FacilityView = FacilityValues & StoredRecord;
