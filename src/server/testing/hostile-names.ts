import { freeText, type Mode } from './hostile-text.ts';

/**
 * A person's name as the hostile-input tests send it (a doula's profile, a patient): first and
 * last names required, the middle one optional, all three free text up to one limit.
 */
export const nameFields = (
  mode: Mode,
  valid: { firstName: string; lastName: string },
  max: number,
  middleName: string,
) => ({
  firstName: freeText(mode, valid.firstName, max),
  middleName: freeText(mode, middleName, max, false),
  lastName: freeText(mode, valid.lastName, max),
});
