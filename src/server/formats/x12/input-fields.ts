import { z } from 'zod';
import { isRealIsoDate } from '#domain/dates';
import { hasValidNpiCheckDigit } from '#domain/npi';
import { x12Text } from './text.ts';

/**
 * The fields every writer's input schema shares. Free text may be in any case and script; the
 * writer cleans it (text.ts). Identifiers that a payer matches exactly (form ID, member ID, payer
 * ID, claim numbers, trace numbers) are refused when too long rather than cut, because a cut
 * identifier names another claim or person.
 */

export const isoDate = z.string().refine(isRealIsoDate, 'must be a real date (YYYY-MM-DD)');
/** Text that must keep at least `min` characters once cleaned for X12. */
export const text = (max: number, min = 1) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => x12Text(value).length >= min, {
      message:
        min > 1
          ? `must have at least ${min} letters or digits X12 can carry`
          : 'is missing or has no letters or digits X12 can carry',
    });
export const identifier = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, 'is missing')
    .max(max, `must be at most ${max} characters (identifiers are never cut)`)
    .regex(/^[A-Za-z0-9-]*$/, 'must be letters, digits and hyphens only');
export const npi = z.string().refine(hasValidNpiCheckDigit, 'must be a valid 10-digit NPI');
export const personName = z.object({
  last: text(100),
  first: text(100),
  middle: z.string().max(100).optional(),
});
