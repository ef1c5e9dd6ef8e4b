import { z } from 'zod';

/**
 * The optional filters of the operator console's lists (invitations, the claims queue, the
 * audit trail): blank means "no filter", so a form can send every field it shows.
 */

/** Free text up to `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A whole email address, compared lower-cased. */
export const emailFilter = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: 'Enter a whole email address, e.g. name@example.com.',
  });

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar date, YYYY-MM-DD, that exists. */
export const optionalIsoDate = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)),
    {
      message: 'Enter a date as YYYY-MM-DD.',
    },
  );

/** A moment with its offset, ISO 8601. */
export const optionalMoment = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || z.iso.datetime({ offset: true }).safeParse(value).success,
    {
      message: 'Enter a moment as an ISO 8601 timestamp.',
    },
  );
