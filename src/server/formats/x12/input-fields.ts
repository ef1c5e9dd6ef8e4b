import { z } from 'zod';
import { isRealIsoDate } from '#domain/common/dates';
import { hasValidNpiCheckDigit } from '#domain/records/npi';
import { type X12InputProblem } from './errors.ts';
import { x12Text } from './text.ts';

/**
 * The input fields every X12 writer checks the same way. Free text may be in any case and
 * script; the writer cleans it (text.ts). Identifiers that a payer matches exactly (member ID,
 * payer ID, claim numbers, trace numbers) are refused when too long rather than cut, because a
 * cut identifier names another claim or person.
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

/** A provider as X12 names one in an NM1: an organization (NM102 2) or a person (NM102 1). */
export const providerName = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('organization'), name: text(200) }),
  personName.extend({ kind: z.literal('person') }),
]);

/** Where each input field goes in the file, for error messages: path → [label, X12 element]. */
export type ElementTable = Record<string, [label: string, element: string]>;

/** The same entries, each field's path prefixed with `parent`. */
export const under = (parent: string, fields: ElementTable): ElementTable =>
  Object.fromEntries(Object.entries(fields).map(([path, entry]) => [`${parent}.${path}`, entry]));

/**
 * The field at `path`, its label and its X12 element: the longest matching path prefix in the
 * table wins (`*` stands for a list index).
 */
export function describeField(
  path: readonly PropertyKey[],
  table: ElementTable,
): { field: string; label: string; element: string } {
  const field = path.map(String).join('.');
  const pattern = path.map((part) => (typeof part === 'number' ? '*' : String(part)));
  for (let length = pattern.length; length > 0; length -= 1) {
    const entry = table[pattern.slice(0, length).join('.')];
    if (entry) return { field, label: entry[0], element: entry[1] };
  }
  return { field, label: field || 'input', element: 'input' };
}

/** NM103 (a last or organisation name) and NM104 (a person's first name) of `who` in `loop`. */
export const nameElements = (who: string, loop: string): ElementTable => ({
  name: [`${who} name`, `${loop} NM103`],
  'name.first': [`${who} first name`, `${loop} NM104`],
});

/**
 * NM103 (the name) and NM109 (the ID) of a party `who` in `loop`: a payer, a submitter, a
 * receiver. Payers' IDs are "payer ID" in every message, hence `idLabel`.
 */
export const partyElements = (who: string, loop: string, idLabel = `${who} id`): ElementTable => ({
  name: [`${who} name`, `${loop} NM103`],
  id: [idLabel, `${loop} NM109`],
});

/**
 * The problems of a refused input, each named by its field, its X12 element and `about` (the
 * claim's form ID, or what the input is), never by its value.
 */
export function inputProblems(
  error: z.ZodError,
  describe: (path: readonly PropertyKey[]) => { field: string; label: string; element: string },
  about: { formId?: string | undefined; subject?: string },
): X12InputProblem[] {
  return error.issues.map((issue) => {
    const { field, label, element } = describe(issue.path);
    return {
      ...(about.formId ? { formId: about.formId } : {}),
      ...(about.subject ? { subject: about.subject } : {}),
      field,
      element,
      message: `${label} ${issue.message}`,
    };
  });
}
