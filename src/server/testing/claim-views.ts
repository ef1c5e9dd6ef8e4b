import type { ClaimLineView } from '#domain/claims/view';

/**
 * The one line the billing engine builds for a Medi-Cal prenatal visit at home with Z33.1, as
 * the API shows it: Z1034 with XP, one unit at the 2024 rate of $162.11, place of service 12.
 * (The claim files' fixtures are billable claims: billable-claims.ts.)
 */
export const mediCalPrenatalLine: ClaimLineView = {
  procedureCode: 'Z1034',
  modifiers: ['XP'],
  units: 1,
  chargeCents: 16211,
  allowedCents: 16211,
  placeOfService: '12',
  diagnosisPointers: ['A'],
};
