import type { FixPlace } from './claim-status-codes.ts';

/**
 * The 270/271 eligibility codes in a doula's words: what a benefit line says (EB01), which
 * services it is about (EB03, also what we ask with EQ01), the kind of plan (EB04), why an
 * inquiry was refused (AAA03) and what the payer asks us to do next (AAA04). The words
 * paraphrase the official descriptions; the lists hold the codes a doula's answer meets.
 */

/** EB01, Eligibility or Benefit Information Code. */
export const benefitCodes: Record<string, string> = {
  '1': 'covered (active coverage)',
  '2': 'covered: the plan pays a set amount per member (full risk capitation)',
  '3': 'covered: these services are paid per member (capitated)',
  '4': 'covered: these services go through the primary care provider',
  '5': 'covered, but the payer is still checking (pending investigation)',
  '6': 'not covered (inactive)',
  '7': 'not covered until the payer updates its records',
  '8': 'not covered while the payer checks (pending investigation)',
  A: 'co-insurance (the patient’s share in percent)',
  B: 'co-payment (the patient’s fixed share)',
  C: 'deductible',
  CB: 'what the coverage is based on',
  D: 'a description of the benefit',
  E: 'not covered by this plan (exclusion)',
  F: 'a limit on the benefit',
  G: 'the most the patient pays out of pocket',
  H: 'no limit',
  I: 'not covered (non-covered service)',
  J: 'cost containment',
  K: 'reserve days',
  L: 'the member’s primary care provider',
  M: 'a pre-existing condition',
  MC: 'the member’s managed-care coordinator',
  N: 'services only from the provider named',
  O: 'not deemed medically necessary',
  P: 'a disclaimer about the benefit',
  Q: 'a second surgical opinion is required',
  R: 'another payer covers the member (bill that payer)',
  S: 'history from earlier years',
  T: 'the member’s card was reported lost or stolen',
  U: 'ask the entity named for eligibility or benefits',
  V: 'the payer cannot answer this',
  W: 'another source of data',
  X: 'a health care facility',
  Y: 'spend-down (the member must spend an amount before coverage starts)',
};

/** The EB01 codes that mean the member is covered, and those that mean she is not. */
export const ACTIVE_COVERAGE_CODES: readonly string[] = ['1', '2', '3', '4', '5'];
export const INACTIVE_COVERAGE_CODES: readonly string[] = ['6', '7', '8'];

/** EQ01 and EB03, Service Type Codes: the ones a doula asks about or meets in an answer. */
export const serviceTypeCodes: Record<string, string> = {
  '1': 'medical care',
  '30': 'the health plan’s coverage (any service)',
  '33': 'chiropractic',
  '35': 'dental care',
  '42': 'home health care',
  '45': 'hospice',
  '47': 'hospital',
  '48': 'hospital inpatient',
  '50': 'hospital outpatient',
  '68': 'well baby care',
  '69': 'maternity',
  '82': 'family planning',
  '86': 'emergency services',
  '88': 'pharmacy',
  '96': 'professional (physician) services',
  '98': 'office visits',
  A3: 'home visits',
  AL: 'vision',
  BT: 'gestational care',
  BU: 'obstetrical care',
  BV: 'obstetrical and gynecological care',
  MH: 'mental health',
  UC: 'urgent care',
};

/** EB04, Insurance Type Code: the kinds of plan a doula's patients have. */
export const insuranceTypeCodes: Record<string, string> = {
  C1: 'a commercial plan',
  EP: 'an exclusive provider organization (EPO)',
  GP: 'a group policy',
  HM: 'a managed-care plan (HMO)',
  HN: 'a Medicare managed-care plan (HMO Medicare risk)',
  IN: 'an indemnity plan',
  IP: 'an individual policy',
  MA: 'Medicare Part A',
  MB: 'Medicare Part B',
  MC: 'Medicaid (in California: Medi-Cal)',
  MP: 'Medicare as the primary payer',
  OT: 'another kind of plan',
  PR: 'a preferred provider organization (PPO)',
  PS: 'a point-of-service plan (POS)',
  SP: 'a supplemental policy',
};

interface RejectionEntry {
  words: string;
  /** Where she fixes the detail the payer refused, when it is one she keeps. */
  where?: FixPlace;
}

/** AAA03, Reject Reason Code, at the payer (2100A), provider (2100B) or member (2100C/2110C) level. */
export const rejectionCodes: Record<string, RejectionEntry> = {
  '04': { words: 'too many inquiries: the payer’s limit was reached' },
  '15': { words: 'required information is missing' },
  '33': { words: 'the inquiry has errors' },
  '35': { words: 'the provider is out of the member’s network' },
  '41': { words: 'the payer does not allow this inquiry (authorization or access restrictions)' },
  '42': { words: 'the payer cannot answer right now; try again later' },
  '43': { words: 'the payer does not recognise the provider’s NPI', where: 'account' },
  '44': { words: 'the provider’s name is missing or not valid', where: 'account' },
  '45': { words: 'the provider’s specialty is missing or not valid', where: 'account' },
  '47': { words: 'the provider’s state is missing or not valid', where: 'account' },
  '48': { words: 'the referring provider’s ID is missing or not valid' },
  '49': { words: 'the provider is not the member’s primary care provider' },
  '50': { words: 'the provider may not ask about eligibility (not eligible for inquiries)' },
  '51': { words: 'the payer has no record of the provider', where: 'account' },
  '52': { words: 'the dates of service are outside the provider’s enrolment in the plan' },
  '53': { words: 'the service asked about does not fit the provider’s type' },
  '56': { words: 'the date is not appropriate' },
  '57': { words: 'the date of service is missing or not valid' },
  '58': { words: 'the date of birth is missing or not valid', where: 'patients' },
  '60': { words: 'the date of birth is after the date of service', where: 'patients' },
  '61': { words: 'the date of death is before the date of service' },
  '62': { words: 'the date of service is outside the period the payer answers for' },
  '63': { words: 'the date of service is in the future' },
  '64': { words: 'the patient’s ID is missing or not valid', where: 'patients' },
  '65': { words: 'the patient’s name is missing or not valid', where: 'patients' },
  '66': { words: 'the patient’s gender is missing or not valid', where: 'patients' },
  '67': { words: 'the payer found no such patient', where: 'patients' },
  '68': { words: 'the payer has two patients with this ID' },
  '71': {
    words: 'the date of birth does not match the payer’s records',
    where: 'patients',
  },
  '72': {
    words: 'the member ID (policy number) is missing or not valid',
    where: 'patients',
  },
  '73': { words: 'the member’s name is missing or not valid', where: 'patients' },
  '74': { words: 'the member’s gender is missing or not valid', where: 'patients' },
  '75': { words: 'the payer found no such member', where: 'patients' },
  '76': { words: 'the payer has two members with this ID' },
  '77': { words: 'the payer found the subscriber but not the patient', where: 'patients' },
  '78': { words: 'the member is not in the group or plan named' },
  '79': { words: 'the sender’s ID is not valid (a setting of the connection)' },
  '80': { words: 'the payer did not answer in time' },
  '97': { words: 'the provider’s address is missing or not valid', where: 'account' },
  T4: { words: 'the payer’s name or ID is missing' },
};

/** AAA04, Follow-up Action Code. */
export const followUpActionCodes: Record<string, string> = {
  C: 'correct the details and check again',
  N: 'do not check again',
  P: 'send the same inquiry again',
  R: 'you may check again',
  S: 'do not check again: the payer is asking another party',
  W: 'wait 30 days and check again',
  X: 'wait 10 days and check again',
  Y: 'do not check again: the payer will answer',
};

/** NM101 of the entity named in a 271's 2120C loop, beyond those of the 277CA. */
export const eligibilityEntityCodes: Record<string, string> = {
  '13': 'a contracted service provider',
  '1P': 'a provider',
  GP: 'a gateway provider',
  P3: 'the member’s primary care provider',
  P5: 'the plan sponsor',
  PRP: 'the primary payer',
  SEP: 'the secondary payer',
  TTP: 'the tertiary payer',
  VN: 'a vendor',
  X3: 'a utilization management organization',
  Y2: 'a managed-care organization',
};

const own = <T>(table: Record<string, T>, code: string | undefined): T | undefined =>
  code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined;

export interface RejectionExplanation {
  /** The reason in words, e.g. "the member ID (policy number) is missing or not valid". */
  words: string;
  /** What the payer asks next, e.g. "correct the details and check again". */
  nextStep?: string;
  /** Where she fixes the detail refused, when it is one she keeps (her account, the patient). */
  where?: FixPlace;
}

/** An AAA rejection (reason AAA03, follow-up AAA04) in words; a code we do not know is named as such. */
export function explainEligibilityRejection(
  reason: string,
  followUp?: string,
): RejectionExplanation {
  const entry = own(rejectionCodes, reason);
  const nextStep = own(followUpActionCodes, followUp);
  return {
    words: entry?.words ?? `the payer refused the inquiry (reason ${reason || 'not given'})`,
    ...(nextStep ? { nextStep } : {}),
    ...(entry?.where ? { where: entry.where } : {}),
  };
}
