import { z } from 'zod';
import { ZIP_PATTERN } from './profile.ts';
import { storableString } from './storable-text.ts';
import { isUsStateCode, type UsStateCode } from './us-states.ts';

/**
 * Field rules shared by the patient and facility schemas: every text is trimmed and limited in
 * length; a missing value (undefined from an API client, '' from a form) gets the field's
 * "is required" message. Text the database cannot keep exactly (NUL, a lone surrogate) is refused.
 */
export const tooLong = (max: number) => `Please keep this under ${max} characters.`;

export const optionalText = (max: number) =>
  storableString().trim().max(max, tooLong(max)).default('');

export const requiredText = (max: number, requiredMessage: string) =>
  storableString({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLong(max));

/** One value of a fixed list: '' or missing is "required", anything else off the list "invalid". */
export function oneOf<T extends string>(
  isAllowed: (value: string) => value is T,
  requiredMessage: string,
  invalidMessage: string,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (!isAllowed(value)) ctx.addIssue({ code: 'custom', message: invalidMessage });
    })
    .transform((value) => value as T);
}

export const addressLimits = { street: 200, city: 100, zip: 10 } as const;

export const zipFormatMessage = 'Enter a 5-digit ZIP code, or ZIP+4 as 12345-6789.';

export const stateField = (requiredMessage: string, invalidMessage: string) =>
  oneOf<UsStateCode>(isUsStateCode, requiredMessage, invalidMessage);

export const zipField = (requiredMessage: string) =>
  requiredText(addressLimits.zip, requiredMessage).regex(ZIP_PATTERN, zipFormatMessage);

export interface AddressParts {
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
}

/** A stored patient's or facility's address, as the API shows it. */
export interface RecordAddress extends AddressParts {
  addressState: UsStateCode;
}

/** A stored patient or facility as the API shows it: its id, address and timestamps. */
export interface StoredRecord extends RecordAddress {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** "1 Main St, Oakland, CA 94607" */
export function formatAddress(record: AddressParts): string {
  return `${record.addressStreet}, ${record.addressCity}, ${record.addressState} ${record.addressZip}`;
}
