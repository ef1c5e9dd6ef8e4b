/**
 * The billing engine: pure rules that turn a doula's visit into a claim a payer will pay.
 *
 * - Payer profiles (`payer-profile.ts`) are data, versioned by effective date: for each service
 *   type the procedure code, modifiers, unit rule, allowed amount, fitting diagnoses, places of
 *   service, limits per pregnancy and the timely-filing window. Two are seeded
 *   (`seed-profiles.ts`): Medi-Cal fee-for-service and Commercial / other.
 * - A payer mapping (`payer-mapping.ts`) resolves a patient's payer type and payer ID to a
 *   profile; operators can edit it like the profiles.
 * - Payers by name (`payer-directory.ts`): a bundled starting list of common payers (source named
 *   there) joined with the mapping's payer IDs, searchable, each with the profile that bills it.
 * - `buildServiceLines` derives code, modifiers, units, charge (whole cents), place of service
 *   and diagnosis pointers from the profile version in force on the date of service. Nothing a
 *   client sends about codes or charges is ever trusted.
 * - A small ICD-10-CM subset for pregnancy-related care (`icd10-codes.ts`, source named there),
 *   searchable by code or words and written with or without the dot.
 * - Pregnancy episodes and the benefit tracker (`episodes.ts`, `benefits.ts`) count covered
 *   visits per pregnancy.
 * - The claim check (`claim-check/`): one rule per file, each returning findings with a severity,
 *   the field, a plain-words message and how to fix it; `runClaimCheck` runs them all on one
 *   `ClaimCheckInput`. Errors stop a submission; warnings are shown and kept with the claim.
 *
 * Every user-visible word lives in `messages.ts`. Import from this index, not from the files.
 */

export { type BenefitTracker, type PriorClaim, benefitTracker } from './benefits.ts';
export { packageMessages } from './birth-package.ts';
export { addDays, daysBetween } from './calendar.ts';
export { type ClaimCheckResult, runClaimCheck } from './claim-check/run.ts';
export { benefitsThisClaimWillUse } from './claim-check/benefits-used.ts';
export { recommendationNeedOfClaim } from './claim-check/rules/recommendation-on-file.ts';
export {
  isSendBlocker,
  readyNoteOf,
  type SendBlocker,
  sendBlockerRulesOf,
  sendBlockersOf,
} from './claim-check/send-blockers.ts';
export {
  type BlockerSource,
  inCheckOrder,
  sendBlockersOfSource,
} from './claim-check/source-blockers.ts';
export type { ClaimCheckInput, Finding } from './claim-check/types.ts';
export { type FacilityKind, isFacilityKind } from './code-sets.ts';
export { type PregnancyEpisode } from './episodes.ts';
// Every lookup of the ICD-10-CM subset (normalise, find, search, fit to a service) is public.
export * from './icd10.ts';
export { billingMessages } from './messages.ts';
export { type Cents, formatCents } from './money.ts';
export {
  type PayerCatalog,
  type PayerMapping,
  type PayerMappingInput,
  defaultPayerCatalog,
  defaultPayerMapping,
  normalizePayerId,
  payerMappingSchema,
  resolvePayerProfile,
  type PayerOfPatient,
  unknownProfilesInMapping,
} from './payer-mapping.ts';
export {
  type PayerChoice,
  findPayerChoice,
  payerChoices,
  searchPayerChoices,
} from './payer-directory.ts';
export { type PayerChoiceGroup, groupPayerChoices } from './payer-choice-groups.ts';
export {
  type PayerProfile,
  type PayerProfileVersion,
  type PayerProfileVersionInput,
  type ServiceRule,
  DEFAULT_CLAIM_STATUS_AFTER_DAYS,
  diagnosisFitsFor,
  type PayerProfileCreateInput,
  payerProfileCreateSchema,
  type PayerProfileRenameInput,
  payerProfileRenameSchema,
  payerProfileIdFor,
  payerProfileSchema,
  newPayerProfileVersionSchema,
  versionOn,
  versionsOverlap,
} from './payer-profile.ts';
export { COMMERCIAL_ID, MEDI_CAL_FFS_ID, seedPayerProfiles } from './seed-profiles.ts';
export {
  MAX_DIAGNOSES,
  type ServiceLinesResult,
  type VirtualMode,
  buildServiceLines,
  pointerLetter,
  virtualModes,
} from './service-lines.ts';
