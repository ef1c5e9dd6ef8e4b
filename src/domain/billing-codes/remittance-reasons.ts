import { claimAdjustmentReasons } from './adjustment-reasons.ts';
import type { CodeExplanation } from './code-explanation.ts';
import { claimAcknowledgementCategories, remarkCodes } from './remarks-and-categories.ts';

/**
 * Why a payer paid less than was billed, in a doula's words. Payers explain each adjustment on
 * the 835 remittance with a group code (whose pocket the money comes out of), a Claim
 * Adjustment Reason Code (CARC, why) and sometimes Remittance Advice Remark Codes (RARC, more
 * detail); the 277CA explains a rejection with a category code. The official lists are long and
 * terse; this table holds the codes doulas meet most, each with what it means for her and what
 * to do next. `summary` paraphrases the official meaning for operators; `plain` and `nextStep`
 * are the product's own words for the doula.
 */

type Entry = Omit<CodeExplanation, 'code'>;

/** CAS01: who bears the adjusted amount. */
export const adjustmentGroups = {
  CO: {
    summary: 'Contractual obligation',
    plain: 'The payer’s contract or fee schedule lowers the amount; the patient does not owe it.',
    nextStep: 'Nothing to do for this part: do not bill the patient for it.',
    actor: null,
    nothingPaid: {
      plain: 'Under the payer’s contract, the patient does not owe this amount.',
      nextStep: 'Nothing to do for this part: do not bill the patient for it.',
    },
  },
  PR: {
    summary: 'Patient responsibility',
    plain: 'This part is the patient’s share, such as a deductible, copay or coinsurance.',
    nextStep:
      'Do not bill a Medi-Cal member beyond a share of cost the payer names; for other plans you may ask the patient, as agreed.',
    actor: 'doula',
  },
  OA: {
    summary: 'Other adjustment',
    plain:
      'An adjustment that is neither the contract nor the patient’s share, often about other insurance.',
    nextStep: 'Nothing to do for the group itself; the reason code with it says what happened.',
    actor: null,
  },
  PI: {
    summary: 'Payer-initiated reduction',
    plain:
      'The payer reduced the payment on its own, outside any contract, and the patient does not owe it.',
    nextStep: 'Do not bill the patient; if the reduction looks wrong, ask the plan to reconsider.',
    actor: 'payer',
    nothingPaid: {
      plain:
        'The payer decided this on its own, outside any contract, and the patient does not owe it.',
      nextStep: 'Do not bill the patient; if the decision looks wrong, ask the plan to reconsider.',
    },
  },
} satisfies Record<string, Entry>;

export type AdjustmentGroup = keyof typeof adjustmentGroups;

export { claimAdjustmentReasons, claimAcknowledgementCategories, remarkCodes };

const withCode = (code: string, entry: Entry | undefined): CodeExplanation | undefined =>
  entry ? { code, ...entry } : undefined;

export function isAdjustmentGroup(code: string): code is AdjustmentGroup {
  return Object.hasOwn(adjustmentGroups, code);
}

/** The group and reason of one CAS adjustment; a reason we have no words for is undefined. */
export function explainAdjustment(
  group: string,
  reason: string,
): { group?: CodeExplanation; reason?: CodeExplanation } {
  return {
    group: isAdjustmentGroup(group) ? withCode(group, adjustmentGroups[group]) : undefined,
    reason: Object.hasOwn(claimAdjustmentReasons, reason)
      ? withCode(reason, claimAdjustmentReasons[reason])
      : undefined,
  };
}

export function explainRemark(code: string): CodeExplanation | undefined {
  return Object.hasOwn(remarkCodes, code) ? withCode(code, remarkCodes[code]) : undefined;
}

export function explainClaimAcknowledgement(category: string): CodeExplanation | undefined {
  return Object.hasOwn(claimAcknowledgementCategories, category)
    ? withCode(category, claimAcknowledgementCategories[category])
    : undefined;
}

/**
 * Said of a code the table does not know yet. It advises nothing of its own (nobody watches for
 * such codes to answer her later): the claim's next step is the usual one for its answer.
 */
export const UNKNOWN_CODE_EXPLANATION = 'This code is not in our list yet.';
