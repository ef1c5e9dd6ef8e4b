import { modifierCodes, placeOfServiceCodes, procedureCodes } from '#domain/billing/code-sets';
import { findIcd10 } from '#domain/billing/icd10';
import {
  adjustmentGroups,
  claimAdjustmentReasons,
  remarkCodes,
} from '#domain/billing-codes/remittance-reasons';
import {
  claimStatusAnswerCategoryWords,
  claimStatusAnswerCodeWords,
} from './claim-status-answers.ts';
import {
  claimStatusCodes,
  entityCodes,
  type FieldToFix,
  type FixPlace,
} from './claim-status-codes.ts';
import {
  benefitCodes,
  eligibilityEntityCodes,
  followUpActionCodes,
  insuranceTypeCodes,
  rejectionCodes,
  serviceTypeCodes,
} from './eligibility-codes.ts';

export type { FieldToFix, FixPlace };

/**
 * Every code a doula can see on a claim, in her words: one place, as data, so that no screen
 * shows a code bare. The billing tables keep their own longer explanations (the remittance
 * reasons' "what to do"); this glossary gives the short words that stand next to a code.
 */

export type CodeKind =
  | 'procedure'
  | 'modifier'
  | 'place-of-service'
  | 'diagnosis'
  | 'frequency'
  | 'adjustment-group'
  | 'adjustment-reason'
  | 'remark'
  | 'status-category'
  | 'claim-status'
  | 'entity'
  | 'benefit'
  | 'service-type'
  | 'insurance-type'
  | 'eligibility-rejection'
  | 'follow-up-action';

const fromList = (list: readonly { code: string; description: string }[]) =>
  Object.fromEntries(list.map((entry) => [entry.code, entry.description]));

/** CLM05-3 (box 22 of the paper form): what the claim does. */
export const frequencyWords: Record<string, string> = {
  '1': 'an original claim',
  '7': 'replaces an earlier claim',
  '8': 'asks to void (cancel) an earlier claim',
};

/** STC01-1: the 277CA's category, in short words (the long ones are in billing-codes); a 277 answer's are in claim-status-answers.ts. */
export const statusCategoryWords: Record<string, string> = {
  A0: 'passed on to the payer',
  A1: 'received',
  A2: 'accepted for processing',
  A3: 'sent back without being processed',
  A4: 'not found',
  A5: 'split into several claims',
  A6: 'rejected: something is missing',
  A7: 'rejected: something is not valid',
  A8: 'rejected: two details do not agree',
};

const summaries = (table: Record<string, { summary: string }>) =>
  Object.fromEntries(Object.entries(table).map(([code, entry]) => [code, entry.summary]));

const tables: Record<Exclude<CodeKind, 'diagnosis'>, Record<string, string>> = {
  procedure: fromList(procedureCodes),
  modifier: fromList(modifierCodes),
  'place-of-service': fromList(placeOfServiceCodes),
  frequency: frequencyWords,
  'adjustment-group': summaries(adjustmentGroups),
  'adjustment-reason': summaries(claimAdjustmentReasons),
  remark: summaries(remarkCodes),
  'status-category': { ...statusCategoryWords, ...claimStatusAnswerCategoryWords },
  'claim-status': {
    ...claimStatusAnswerCodeWords,
    ...Object.fromEntries(
      Object.entries(claimStatusCodes).map(([code, entry]) => [code, entry.words]),
    ),
  },
  entity: { ...entityCodes, ...eligibilityEntityCodes },
  benefit: benefitCodes,
  'service-type': serviceTypeCodes,
  'insurance-type': insuranceTypeCodes,
  'eligibility-rejection': Object.fromEntries(
    Object.entries(rejectionCodes).map(([code, entry]) => [code, entry.words]),
  ),
  'follow-up-action': followUpActionCodes,
};

/** The words for a code, or undefined when the glossary has none (never an object's key). */
export function codeWords(kind: CodeKind, code: string): string | undefined {
  if (kind === 'diagnosis') return findIcd10(code)?.title;
  const table = tables[kind];
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

/** Every code of a kind the glossary has words for (the diagnoses are the bundled ICD-10 list). */
export function glossaryCodes(kind: Exclude<CodeKind, 'diagnosis'>): string[] {
  return Object.keys(tables[kind]);
}

/** A payer ID has no meaning of its own: it is the number that routes the claim to her payer. */
export function payerIdWords(insuranceName: string): string {
  const name = insuranceName.trim();
  return name ? `routes the claim to ${name}` : 'routes the claim to the patient’s insurance';
}

/** One 277CA status (category, status, entity), as a rejection or acceptance says it. */
export interface StatusCodeTriple {
  category: string;
  status: string;
  entity?: string | undefined;
}

export interface StatusExplanation {
  /** "A7:562:85", as the file wrote it. */
  code: string;
  /** Each part's words: "rejected: something is not valid; a provider’s NPI; the billing provider (you)". */
  words: string;
  /** For a detail she can change: the sentence naming it and where she changes it. */
  fix?: { sentence: string } & FieldToFix;
}

const whatIsWrong: Record<string, string> = {
  A3: 'is missing or not valid',
  A4: 'does not match its records',
  A6: 'is missing',
  A7: 'is not valid',
  A8: 'does not agree with another detail of the claim',
};

/**
 * A 277CA status in words; for a rejection about a detail she keeps herself (her NPI, the
 * patient's date of birth, a facility's NPI), the sentence naming it ("The payer says your
 * billing NPI is not valid.") and where to change it.
 */
export function explainStatusCode({
  category,
  status,
  entity,
}: StatusCodeTriple): StatusExplanation {
  const code = [category, status, ...(entity ? [entity] : [])].join(':');
  const parts = [
    codeWords('status-category', category) ?? `category ${category}`,
    codeWords('claim-status', status) ?? `status ${status}`,
    ...(entity ? [codeWords('entity', entity) ?? `entity ${entity}`] : []),
  ];
  const explanation: StatusExplanation = { code, words: parts.join('; ') };
  const entry = Object.hasOwn(claimStatusCodes, status) ? claimStatusCodes[status] : undefined;
  const wrong = Object.hasOwn(whatIsWrong, category) ? whatIsWrong[category] : undefined;
  if (entry?.field && wrong) {
    const field = (entity && entry.field[entity]) || entry.field[''];
    explanation.fix = { ...field, sentence: `The payer says ${field.field} ${wrong}.` };
  }
  return explanation;
}

/** Where each place of change is called on her screens. */
export const fixPlaceWords: Record<FixPlace, string> = {
  account: 'My Account',
  patients: 'Patients',
  facilities: 'Facilities',
  'new-claim': 'the correction form (Correct this claim, below)',
};

export {
  ACTIVE_COVERAGE_CODES,
  INACTIVE_COVERAGE_CODES,
  explainEligibilityRejection,
  type RejectionExplanation,
} from './eligibility-codes.ts';
