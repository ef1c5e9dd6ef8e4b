/**
 * Why a payer paid less than was billed, in a doula's words. Payers explain each adjustment on
 * the 835 remittance with a group code (whose pocket the money comes out of), a Claim
 * Adjustment Reason Code (CARC, why) and sometimes Remittance Advice Remark Codes (RARC, more
 * detail); the 277CA explains a rejection with a category code. The official lists are long and
 * terse; this table holds the codes doulas meet most, each with what it means for her and what
 * to do next. `summary` paraphrases the official meaning for operators; `plain` and `nextStep`
 * are the product's own words for the doula.
 */

export interface CodeExplanation {
  code: string;
  /** The official meaning, paraphrased, for operators. */
  summary: string;
  /** What happened, for a doula, in one sentence. */
  plain: string;
  /** What she (or we) should do now. */
  nextStep: string;
}

type Entry = Omit<CodeExplanation, 'code'>;

/** CAS01: who bears the adjusted amount. */
export const adjustmentGroups = {
  CO: {
    summary: 'Contractual obligation',
    plain: 'The payer’s contract or fee schedule lowers the amount; the patient does not owe it.',
    nextStep:
      'Do not bill the patient for this amount. If the whole claim was refused, fix what the reason says and resubmit.',
  },
  PR: {
    summary: 'Patient responsibility',
    plain: 'This part is the patient’s share, such as a deductible, copay or coinsurance.',
    nextStep:
      'Do not bill a Medi-Cal member beyond a share of cost the payer names; for other plans you may ask the patient, as agreed.',
  },
  OA: {
    summary: 'Other adjustment',
    plain:
      'An adjustment that is neither the contract nor the patient’s share, often about other insurance.',
    nextStep: 'Read the reason code with it; we will check whether another payer should be billed.',
  },
  PI: {
    summary: 'Payer-initiated reduction',
    plain:
      'The payer reduced the payment on its own, outside any contract, and the patient does not owe it.',
    nextStep:
      'Do not bill the patient. If the reduction looks wrong, we can appeal it with the payer.',
  },
} satisfies Record<string, Entry>;

export type AdjustmentGroup = keyof typeof adjustmentGroups;

/** Claim Adjustment Reason Codes (CARC) common on doula claims. */
export const claimAdjustmentReasons: Record<string, Entry> = {
  '1': {
    summary: 'Deductible amount',
    plain: 'The patient has not met her plan’s yearly deductible, so this part is hers to pay.',
    nextStep:
      'For a commercial plan you may bill the patient; do not bill a Medi-Cal member for it.',
  },
  '2': {
    summary: 'Coinsurance amount',
    plain: 'This is the patient’s percentage share of the visit under her plan.',
    nextStep: 'For a commercial plan you may bill the patient for it; never a Medi-Cal member.',
  },
  '3': {
    summary: 'Co-payment amount',
    plain: 'This is the patient’s fixed copay for the visit.',
    nextStep: 'For a commercial plan you may collect it from the patient; never a Medi-Cal member.',
  },
  '4': {
    summary: 'Procedure code inconsistent with the modifier, or a required modifier is missing',
    plain:
      'A modifier on the service is missing or wrong (doula lines usually need XP; video visits 95, phone 93).',
    nextStep: 'We will correct the modifier and resubmit the claim as a replacement.',
  },
  '5': {
    summary: 'Procedure code inconsistent with the place of service',
    plain: 'The payer does not accept this service at the place of service on the claim.',
    nextStep:
      'Check where the visit happened (home, hospital, telehealth); we will correct and resubmit.',
  },
  '11': {
    summary: 'Diagnosis inconsistent with the procedure',
    plain: 'The diagnosis on the claim does not fit this kind of visit.',
    nextStep:
      'Pick a diagnosis that matches the visit (for example Z33.1 for prenatal); we will resubmit.',
  },
  '16': {
    summary: 'Claim lacks information or has submission or billing errors',
    plain: 'Something on the claim is missing or wrong; the remark code with it says what.',
    nextStep: 'Read the remark code, fix that detail and resubmit; this is not a final denial.',
  },
  '18': {
    summary: 'Exact duplicate claim or service',
    plain: 'The payer already has this same visit on another claim.',
    nextStep:
      'Check the earlier claim’s status before sending anything again; do not resubmit the same claim.',
  },
  '22': {
    summary: 'May be covered by another payer (coordination of benefits)',
    plain: 'The payer thinks the patient has other insurance that should pay first.',
    nextStep:
      'Ask the patient about other coverage; bill that plan first, then this one with its payment.',
  },
  '23': {
    summary: 'Impact of prior payers’ adjudication',
    plain: 'The payment was lowered by what another insurance already paid or adjusted.',
    nextStep: 'Nothing to fix; compare with the other payer’s payment.',
  },
  '26': {
    summary: 'Expenses incurred before coverage',
    plain: 'The visit happened before the patient’s coverage with this payer started.',
    nextStep: 'Check the patient’s coverage dates and bill the plan she had on the visit date.',
  },
  '27': {
    summary: 'Expenses incurred after coverage terminated',
    plain: 'The patient’s coverage with this payer had ended before the visit.',
    nextStep:
      'Ask the patient for her current plan (she may have moved to another Medi-Cal plan) and bill it.',
  },
  '29': {
    summary: 'Time limit for filing has expired',
    plain: 'The claim reached the payer after its deadline for this visit.',
    nextStep:
      'Resubmit only with proof it was sent on time (for example an earlier acknowledgement); otherwise it cannot be paid.',
  },
  '31': {
    summary: 'Patient cannot be identified as the payer’s insured',
    plain:
      'The payer could not find the patient with the name, birth date and member ID on the claim.',
    nextStep: 'Check them against her insurance card (name exactly as printed) and resubmit.',
  },
  '45': {
    summary: 'Charge exceeds the fee schedule or contracted amount',
    plain: 'You billed more than the payer’s rate; the difference is written off.',
    nextStep: 'Nothing to do: this is normal, and the patient does not owe the difference.',
  },
  '50': {
    summary: 'Not deemed a medical necessity by the payer',
    plain: 'The payer decided the visit was not medically necessary.',
    nextStep: 'Check the recommendation for doula services is on file; we can appeal with it.',
  },
  '96': {
    summary: 'Non-covered charge',
    plain: 'This plan does not cover this service.',
    nextStep:
      'Check the remark code; if the plan covers doula care under another code, we will resubmit with it.',
  },
  '97': {
    summary: 'Included in the payment for another service',
    plain: 'The payer counts this visit as part of another service it already paid.',
    nextStep: 'Usually nothing to do; if the visits were separate, we can appeal with your notes.',
  },
  '109': {
    summary: 'Not covered by this payer; send to the correct payer',
    plain: 'This is the wrong payer for this patient or service.',
    nextStep:
      'Find the right payer (for example her Medi-Cal managed-care plan) and submit the claim there.',
  },
  '119': {
    summary: 'Benefit maximum for this period or occurrence reached',
    plain: 'The patient has used all the visits her benefit allows.',
    nextStep:
      'Check her visit count; for Medi-Cal, a second recommendation allows up to nine more postpartum visits.',
  },
  '197': {
    summary: 'Precertification, authorization or notification absent',
    plain: 'The payer needed an authorization or notice before the visit and has none.',
    nextStep:
      'Ask the plan for an authorization (some allow it afterwards), then resubmit with its number.',
  },
  '204': {
    summary: 'Not covered under the patient’s current benefit plan',
    plain: 'The patient’s current plan does not include this service.',
    nextStep: 'Confirm her plan; if she has Medi-Cal as well, bill Medi-Cal after this plan.',
  },
  '242': {
    summary: 'Services not provided by network or primary care providers',
    plain: 'You are not in this plan’s network, so it will not pay for the visit.',
    nextStep:
      'Check your enrollment with the plan; join its network or ask it for an out-of-network approval.',
  },
  '253': {
    summary: 'Sequestration: reduction in federal payment',
    plain: 'A small federal budget cut was taken from the payment.',
    nextStep: 'Nothing to do; it is not owed by the patient.',
  },
};

/** Remittance Advice Remark Codes (RARC) that often come with doula claims. */
export const remarkCodes: Record<string, Entry> = {
  N290: {
    summary: 'Missing, incomplete or invalid rendering provider identifier',
    plain: 'The NPI of the doula who gave the service is missing or wrong.',
    nextStep: 'Check the NPI in your profile matches your NPPES record; we will resubmit.',
  },
  M51: {
    summary: 'Missing, incomplete or invalid procedure code',
    plain: 'The service code on the claim is missing or not one the payer accepts.',
    nextStep: 'We will check the code for this payer and service type and resubmit.',
  },
  N30: {
    summary: 'Patient ineligible for this service',
    plain: 'The patient was not eligible for this service on the visit date.',
    nextStep: 'Check her eligibility for the visit date; bill another plan if she had one.',
  },
  MA130: {
    summary: 'Claim has incomplete or invalid information and is unprocessable; no appeal rights',
    plain: 'The claim could not be processed because something on it is missing or wrong.',
    nextStep: 'Do not appeal: fix the detail the other codes name and send a new claim.',
  },
  N382: {
    summary: 'Missing, incomplete or invalid patient identifier',
    plain: 'The patient’s member ID on the claim is missing or does not match the payer’s records.',
    nextStep: 'Check the member ID on her insurance card and resubmit.',
  },
  N704: {
    summary: 'May not appeal; may resubmit with corrected information',
    plain: 'This decision cannot be appealed, but a corrected claim can be sent.',
    nextStep: 'Fix what the reason code says and send a corrected claim.',
  },
  M76: {
    summary: 'Missing, incomplete or invalid diagnosis or condition',
    plain: 'A diagnosis code is missing or not valid on the claim.',
    nextStep: 'Add a valid ICD-10 diagnosis that fits the visit; we will resubmit.',
  },
  N56: {
    summary: 'Procedure code not correct or valid for the services or date billed',
    plain: 'The service code does not fit the service or was not valid on that date.',
    nextStep: 'We will check the code for the date of service and resubmit.',
  },
  N130: {
    summary: 'Consult plan benefit documents for restrictions on this service',
    plain: 'The patient’s plan limits this service; its benefit documents explain how.',
    nextStep: 'Check the plan’s doula benefit rules; we can help read them.',
  },
  N362: {
    summary: 'Days or units of service exceed the acceptable maximum',
    plain: 'More units or visits were billed than the payer allows.',
    nextStep: 'Check the units (one per visit; 15-minute codes by minutes) and resubmit if wrong.',
  },
  M62: {
    summary: 'Missing, incomplete or invalid treatment authorization code',
    plain: 'The authorization number the payer needs is missing or wrong.',
    nextStep: 'Get the authorization number from the plan; we will resubmit with it.',
  },
  N95: {
    summary: 'This provider type or specialty may not bill this service',
    plain: 'The payer does not let a doula bill this service code.',
    nextStep: 'We will check the payer’s doula codes and your enrollment, then resubmit.',
  },
  N257: {
    summary: 'Missing, incomplete or invalid billing provider identifier',
    plain: 'The billing NPI on the claim is missing or does not match the payer’s records.',
    nextStep: 'Check the NPI and that you are enrolled with this payer under it.',
  },
  N822: {
    summary: 'Missing procedure modifier',
    plain: 'A required modifier (such as XP, or 95 for video) is missing.',
    nextStep: 'We will add the modifier and resubmit the claim as a replacement.',
  },
  N823: {
    summary: 'Incomplete or invalid procedure modifier',
    plain: 'A modifier on the service is not valid for it.',
    nextStep: 'We will correct the modifier and resubmit the claim as a replacement.',
  },
};

/** 277CA STC01-1 category codes: was the claim taken in for payment, or sent back. */
export const claimAcknowledgementCategories: Record<string, Entry> = {
  A0: {
    summary: 'Acknowledgement: forwarded to another entity',
    plain: 'The clearinghouse passed the claim on to the payer.',
    nextStep: 'Nothing to do; wait for the payer’s answer.',
  },
  A1: {
    summary: 'Acknowledgement: receipt',
    plain: 'The claim was received.',
    nextStep: 'Nothing to do; wait for the payer to accept it for processing.',
  },
  A2: {
    summary: 'Acknowledgement: accepted into adjudication',
    plain: 'The payer accepted the claim and is processing it.',
    nextStep: 'Nothing to do; payment or a decision follows, often within 30 days.',
  },
  A3: {
    summary: 'Acknowledgement: returned as unprocessable',
    plain: 'The claim was sent back without being processed because of an error on it.',
    nextStep: 'Fix what the status code says and resubmit soon: the filing deadline keeps running.',
  },
  A4: {
    summary: 'Acknowledgement: not found',
    plain: 'The payer could not find the claim or the patient it is about.',
    nextStep: 'Check the patient’s member ID and payer, then resubmit.',
  },
  A5: {
    summary: 'Acknowledgement: split claim',
    plain: 'The payer split the claim into several to process it.',
    nextStep: 'Nothing to do; each part gets its own answer.',
  },
  A6: {
    summary: 'Acknowledgement: rejected for missing information',
    plain: 'The claim was rejected because information is missing.',
    nextStep:
      'Add what the status code names and resubmit soon: the filing deadline keeps running.',
  },
  A7: {
    summary: 'Acknowledgement: rejected for invalid information',
    plain: 'The claim was rejected because some information on it is not valid.',
    nextStep:
      'Correct what the status code names and resubmit soon: the filing deadline keeps running.',
  },
  A8: {
    summary: 'Acknowledgement: rejected for relational field in error',
    plain: 'The claim was rejected because two details on it do not agree with each other.',
    nextStep: 'Check the details the status code names (for example dates or codes) and resubmit.',
  },
};

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

/** Shown for a code the table does not know yet. */
export const UNKNOWN_CODE_EXPLANATION =
  'We do not have plain words for this code yet; our team will look it up and tell you what to do.';
