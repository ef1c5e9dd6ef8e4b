/**
 * The reason codes payers explain an 835 adjustment with (CARC), each in a doula's words; the
 * shape and the way they are read are in remittance-reasons.ts. Each entry's advice names the
 * same actor as its `actor` (the claim's one next step, next-step.ts; the glossary walk test).
 */
import type { CodeExplanation } from './code-explanation.ts';

type Entry = Omit<CodeExplanation, 'code'>;

const onTheForm = (field: string) => ({ field, where: 'new-claim' as const });

/** Claim Adjustment Reason Codes (CARC) common on doula claims. */
export const claimAdjustmentReasons: Record<string, Entry> = {
  '1': {
    summary: 'Deductible amount',
    plain: 'The patient has not met her plan’s yearly deductible, so this part is hers to pay.',
    nextStep:
      'For a commercial plan you may bill the patient; do not bill a Medi-Cal member for it.',
    actor: 'doula',
  },
  '2': {
    summary: 'Coinsurance amount',
    plain: 'This is the patient’s percentage share of the visit under her plan.',
    nextStep: 'For a commercial plan you may bill the patient for it; never a Medi-Cal member.',
    actor: 'doula',
  },
  '3': {
    summary: 'Co-payment amount',
    plain: 'This is the patient’s fixed copay for the visit.',
    nextStep: 'For a commercial plan you may collect it from the patient; never a Medi-Cal member.',
    actor: 'doula',
  },
  '4': {
    summary: 'Procedure code inconsistent with the modifier, or a required modifier is missing',
    plain:
      'A modifier on the service is missing or wrong (doula lines usually need XP, separate practitioner; telehealth adds 95 or 93).',
    nextStep:
      'Check the service and how the visit happened (in person, video or phone), then send the corrected claim.',
    actor: 'doula',
    fix: onTheForm('the service and how the visit happened'),
  },
  '5': {
    summary: 'Procedure code inconsistent with the place of service',
    plain: 'The payer does not accept this service at the place of service on the claim.',
    nextStep:
      'Check where the visit happened (home, hospital, telehealth), then send the corrected claim.',
    actor: 'doula',
    fix: onTheForm('where the visit happened'),
  },
  '11': {
    summary: 'Diagnosis inconsistent with the procedure',
    plain: 'The diagnosis on the claim does not fit this kind of visit.',
    nextStep:
      'Pick a diagnosis that matches the visit (for example Z33.1 for prenatal), then send the corrected claim.',
    actor: 'doula',
    fix: onTheForm('the diagnosis'),
  },
  '16': {
    summary: 'Claim lacks information or has submission or billing errors',
    plain: 'Something on the claim is missing or wrong; the remark code with it says what.',
    nextStep:
      'Correct the detail the remark code names, then send the corrected claim; this is not a final denial.',
    actor: 'doula',
  },
  '18': {
    summary: 'Exact duplicate claim or service',
    plain: 'The payer already has this same visit on another claim.',
    nextStep:
      'Check the earlier claim’s status before sending anything again; do not send this claim again.',
    actor: 'doula',
  },
  '22': {
    summary: 'May be covered by another payer (coordination of benefits)',
    plain: 'The payer thinks the patient has other insurance that should pay first.',
    nextStep:
      'Ask the patient about other coverage; bill that plan first, then this one with its payment.',
    actor: 'doula',
  },
  '23': {
    summary: 'Impact of prior payers’ adjudication',
    plain: 'What another insurance already paid or decided was counted first.',
    nextStep: 'Nothing to do for this code; compare with the other payer’s answer.',
    actor: null,
  },
  '26': {
    summary: 'Expenses incurred before coverage',
    plain: 'The visit happened before the patient’s coverage with this payer started.',
    nextStep: 'Check the patient’s coverage dates and bill the plan she had on the visit date.',
    actor: 'doula',
  },
  '27': {
    summary: 'Expenses incurred after coverage terminated',
    plain: 'The patient’s coverage with this payer had ended before the visit.',
    nextStep:
      'Ask the patient for her current plan (she may have moved to another Medi-Cal plan) and bill it.',
    actor: 'doula',
  },
  '29': {
    summary: 'Time limit for filing has expired',
    plain: 'The claim reached the payer after its deadline for this visit.',
    nextStep:
      'If you have proof it was sent on time (for example an earlier acknowledgement), ask the plan to reconsider; otherwise it cannot be paid.',
    actor: 'payer',
  },
  '31': {
    summary: 'Patient cannot be identified as the payer’s insured',
    plain:
      'The payer could not find the patient with the name, birth date and member ID on the claim.',
    nextStep:
      'Check them against her insurance card (name exactly as printed) in Patients, then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the patient’s name, birth date and member ID', where: 'patients' },
  },
  '45': {
    summary: 'Charge exceeds the fee schedule or contracted amount',
    plain: 'You billed more than the payer’s rate; the difference is written off.',
    nextStep: 'Nothing to do: this is normal, and the patient does not owe the difference.',
    actor: null,
    nothingPaid: {
      plain: 'The payer’s contract sets what it pays for this service.',
      nextStep: 'Nothing to do for this code: the patient does not owe the amount billed.',
    },
  },
  '50': {
    summary: 'Not deemed a medical necessity by the payer',
    plain: 'The payer decided the visit was not medically necessary.',
    nextStep:
      'With the recommendation for doula services on file, ask the plan to reconsider its decision.',
    actor: 'payer',
  },
  '96': {
    summary: 'Non-covered charge',
    plain: 'This plan does not cover this service.',
    nextStep:
      'Check the remark code; if the plan covers doula care under another service, send the corrected claim with it.',
    actor: 'doula',
    fix: onTheForm('the service'),
  },
  '97': {
    summary: 'Included in the payment for another service',
    plain: 'The payer counts this visit as part of another service it already paid.',
    nextStep: 'If the visits were separate, ask the plan to reconsider, with your notes.',
    actor: 'payer',
  },
  '109': {
    summary: 'Not covered by this payer; send to the correct payer',
    plain: 'This is the wrong payer for this patient or service.',
    nextStep:
      'Find the right payer (for example her Medi-Cal managed-care plan) and submit the claim there.',
    actor: 'doula',
  },
  '119': {
    summary: 'Benefit maximum for this period or occurrence reached',
    plain: 'The patient has used all the visits her benefit allows.',
    nextStep:
      'Check her visit count; if she had visits left (a second recommendation allows up to nine more postpartum visits on Medi-Cal), ask the plan to reconsider.',
    actor: 'payer',
  },
  '197': {
    summary: 'Precertification, authorization or notification absent',
    plain: 'The payer needed an authorization or notice before the visit and has none.',
    nextStep:
      'Ask the plan for an authorization (some allow it afterwards), then send the corrected claim with its number.',
    actor: 'doula',
  },
  '204': {
    summary: 'Not covered under the patient’s current benefit plan',
    plain: 'The patient’s current plan does not include this service.',
    nextStep: 'Confirm her plan; if she has Medi-Cal as well, bill Medi-Cal after this plan.',
    actor: 'doula',
  },
  '242': {
    summary: 'Services not provided by network or primary care providers',
    plain: 'You are not in this plan’s network, so it will not pay for the visit.',
    nextStep:
      'Check your enrollment with the plan; join its network or ask it for an out-of-network approval.',
    actor: 'doula',
  },
  '253': {
    summary: 'Sequestration: reduction in federal payment',
    plain: 'A small federal budget cut was taken from the payment.',
    nextStep: 'Nothing to do; it is not owed by the patient.',
    actor: null,
    nothingPaid: {
      plain: 'A federal budget rule (sequestration) applies to this payer’s payments.',
      nextStep: 'Nothing to do for this code; the patient does not owe it.',
    },
  },
};
