import { z } from 'zod';

/**
 * Coverage checks (eligibility, 270/271): what a doula asks about a patient and what she is
 * shown of the payer's answer, shared by the server, the web and the claim check. The payer's
 * raw answer never leaves the server.
 */

/** What the payer's answer came to; `pending` while the question is out. */
export const coverageStatuses = [
  'pending',
  'covered',
  'not_covered',
  'rejected',
  'unknown',
  'failed',
] as const;
export type CoverageStatus = (typeof coverageStatuses)[number];

/** Who asked: she did, or the job queue when the patient was added or a month began. */
export const coverageCheckSources = ['doula', 'patient_added', 'monthly'] as const;
export type CoverageCheckSource = (typeof coverageCheckSources)[number];

/** Each outcome in a few words, as her screens label it. */
export const coverageStatusLabels: Record<CoverageStatus, string> = {
  pending: 'Checking…',
  covered: 'Covered',
  not_covered: 'Not covered',
  rejected: 'The payer could not find her',
  unknown: 'The payer did not say',
  failed: 'Not checked',
};

/** A month of service, `YYYY-MM`: Medi-Cal answers per month, and so does every check here. */
export const coverageMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month, like 2026-12.' });

/** POST /api/patients/:id/coverage-checks: the month to check (this month unless given). */
export const coverageCheckRequestSchema = z.object({ month: coverageMonthSchema }).strict();

/** One check as her screens show it. */
export interface CoverageCheckView {
  id: string;
  patientId: string;
  month: string;
  payerId: string;
  payerName: string;
  source: CoverageCheckSource;
  status: CoverageStatus;
  /** The plan that covers (or covered) her, and its dates `YYYY-MM-DD` when the payer gave them. */
  plan: { name: string | null; from: string | null; to: string | null };
  /** The member ID as the payer knows it, when it said. */
  payerMemberId: string | null;
  /** A managed-care plan the payer says is to be billed instead. */
  managedCare: {
    name: string | null;
    payerId: string | null;
    phone: string | null;
    message: string | null;
  } | null;
  /** Why it was refused or could not be checked, in plain words. */
  explanation: string | null;
  checkedAt: string;
  /** True when this answer came from a check made in the last 24 hours (not asked again). */
  cached?: boolean;
}

/** The sentences a doula reads about checks; the server and the web use the same ones. */
export const coverageMessages = {
  notAvailable:
    'Checking coverage from here is not available yet. To know whether she is covered, call her plan (the number on her card). Your claims are not affected.',
  dailyLimit: (limit: number) =>
    `You have made ${limit} coverage checks in the last 24 hours, the most allowed. Please try again later.`,
  alreadyRunning: 'A coverage check for this patient is already running. Please wait for it.',
  needsNpi: 'Add your NPI in My Account before checking coverage.',
  patientDetails:
    "The patient's insurance details cannot be sent to the payer as they are. Check her member ID, name and date of birth, then try again.",
  unreadable:
    "The payer's answer could not be read, so nothing was changed. Please try again later; we kept the answer for our team.",
  otherPerson:
    'The answer that came back was about another patient or provider, so it was not used and nothing was changed. Please try again later.',
  refusedWhole:
    'The payer refused the question as a whole, so nothing was changed. Please try again later; we kept the answer for our team.',
  /** When the question did not reach the payer or no answer came back (the why is kept for our team). */
  notAnswered:
    'We could not get an answer from the payer just now, so nothing was changed on her record or your claims. Please try again later.',
} as const;

/** What the claim check reads of a coverage check: the newest answer of a month and payer. */
export interface CoverageForClaim {
  month: string;
  payerId: string;
  status: CoverageStatus;
  /** `YYYY-MM-DD`, the day it was checked. */
  checkedOn: string;
  planFrom: string | null;
  planTo: string | null;
  managedCareName: string | null;
  managedCareMessage: string | null;
}

/** A check older than this many days is asked again before a claim. */
export const COVERAGE_FRESH_DAYS = 30;

/** The claim check's words about coverage (issue 27: never checked, stale, not covered, managed care). */
export const coverageCheckMessages = {
  neverChecked: (month: string) => ({
    message: `Coverage for ${month} was never checked with the payer.`,
    fix: 'Open the patient and choose Check coverage before you submit.',
  }),
  stale: (checkedOn: string) => ({
    message: `Coverage was last checked on ${checkedOn}, more than ${COVERAGE_FRESH_DAYS} days ago.`,
    fix: 'Open the patient and choose Check coverage again before you submit.',
  }),
  notCovered: (date: string) => ({
    message: `The payer said she was not covered on ${date}.`,
    fix: 'Ask her about her insurance, update the patient’s payer, then check coverage again.',
  }),
  managedCare: (plan: string) => ({
    message: `The payer said she is enrolled in a managed-care plan: bill ${plan} instead.`,
    fix: `Open the patient and switch her payer to ${plan}.`,
  }),
  managedCareWords: (words: string) => ({
    message: `The payer said she is enrolled in a managed-care plan (“${words}”): that plan is to be billed instead.`,
    fix: 'Ask her which plan she is enrolled in and change the patient’s payer to it.',
  }),
} as const;
