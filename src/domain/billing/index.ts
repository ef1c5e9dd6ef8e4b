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

export {
  type BenefitTracker,
  type BenefitUsage,
  type ClaimUse,
  type EpisodeClaims,
  type PriorClaim,
  benefitTracker,
  benefitUsage,
  claimsInSameEpisode,
  countsTowardLimits,
  formatBenefitUsage,
  statusesNotCountedTowardLimits,
  whatThisClaimWillUse,
} from './benefits.ts';
export { addDays, addMonths, daysBetween, endOfMonth } from './calendar.ts';
export { claimCheckRules } from './claim-check/rules.ts';
export { type ClaimCheckResult, claimCheckContext, runClaimCheck } from './claim-check/run.ts';
export {
  isSendBlocker,
  readyNoteOf,
  type SendBlocker,
  type SendBlockerPlace,
  sendBlockerPlaces,
  sendBlockersOf,
} from './claim-check/send-blockers.ts';
export {
  type BlockerSource,
  inCheckOrder,
  sendBlockersOfSource,
} from './claim-check/source-blockers.ts';
export type {
  ClaimCheckContext,
  ClaimCheckField,
  ClaimCheckInput,
  ClaimCheckRule,
  Finding,
  Severity,
} from './claim-check/types.ts';
export {
  type CodeEntry,
  type DeliveryMode,
  type FacilityKind,
  deliveryModes,
  facilityKindLabel,
  facilityKinds,
  isFacilityKind,
  isModifierCode,
  isPlaceOfServiceCode,
  isProcedureCode,
  modifierCodes,
  placeOfServiceCodes,
  procedureCodes,
} from './code-sets.ts';
export {
  type EpisodeAssignment,
  type EpisodeWindow,
  type PregnancyEpisode,
  type PregnancyFacts,
  assignEpisode,
  episodeWindow,
  pregnancyFacts,
} from './episodes.ts';
export { ICD10_CM_SOURCE, type Icd10Code, icd10Codes } from './icd10-codes.ts';
// Every lookup of the ICD-10-CM subset (normalise, find, search, fit to a service) is public.
export * from './icd10.ts';
export { billingMessages } from './messages.ts';
export { type Cents, formatCents } from './money.ts';
export {
  type PayerCatalog,
  type PayerMapping,
  type PayerMappingInput,
  type ResolvedProfile,
  defaultPayerCatalog,
  defaultPayerMapping,
  normalizePayerId,
  payerMappingEntrySchema,
  payerMappingSchema,
  resolvePayerProfile,
  unknownProfilesInMapping,
} from './payer-mapping.ts';
export {
  type CommonPayer,
  type PayerChoice,
  commonPayers,
  findPayerChoice,
  payerChoices,
  searchPayerChoices,
} from './payer-directory.ts';
export {
  type OverLimitSeverity,
  type PayerProfile,
  type PayerProfileInput,
  type PayerProfileVersion,
  type PayerProfileVersionInput,
  type Period,
  type PregnancyLimit,
  type ServiceRule,
  type TimelyFiling,
  type UnitRule,
  type VisitKind,
  diagnosisFitsFor,
  limitsFor,
  type PayerProfileCreateInput,
  payerProfileCreateSchema,
  type PayerProfileRenameInput,
  payerProfileRenameSchema,
  payerProfileIdFor,
  payerProfileSchema,
  payerProfileVersionSchema,
  serviceRuleFor,
  versionOn,
  versionsOverlap,
  visitKinds,
} from './payer-profile.ts';
export { COMMERCIAL_ID, MEDI_CAL_FFS_ID, seedPayerProfiles } from './seed-profiles.ts';
export {
  type LineProblem,
  type LineProblemCode,
  MAX_DIAGNOSES,
  MAX_MINUTES,
  MAX_POINTERS_PER_LINE,
  type ServiceFacts,
  type ServiceLine,
  type ServiceLinesResult,
  type ServiceSetting,
  type VirtualMode,
  buildServiceLines,
  diagnosisPointersFor,
  placeOfServiceFor,
  pointerLetter,
  serviceSettings,
  unitsFor,
  virtualModes,
} from './service-lines.ts';
export {
  type FilingDeadlines,
  type FilingStanding,
  filingDeadlines,
  filingStanding,
} from './timely-filing.ts';
