import { type CoverageStatus, coverageMessages } from '#domain/clearinghouse/coverage';
import { fixPlaceWords } from '#domain/glossary/index';
import {
  answerForTrace,
  type EligibilityRejection,
  type MemberEligibility,
  read271,
  X12ReadError,
} from '../../formats/x12/index.ts';

/**
 * What a 271 comes to for one check: the member found by the trace we sent (and asked by her
 * NPI), or a plain sentence why the answer was not used. Nothing here throws on a bad answer:
 * every refusal is a `failed` outcome, so the caller keeps the raw answer and changes nothing.
 */

export interface CoverageOutcome {
  status: Exclude<CoverageStatus, 'pending'>;
  planName: string | null;
  planFrom: string | null;
  planTo: string | null;
  payerMemberId: string | null;
  managedCareName: string | null;
  managedCarePayerId: string | null;
  managedCarePhone: string | null;
  managedCareMessage: string | null;
  explanation: string | null;
  /** Why a check failed in the operator's words (an endpoint's error, a CORE error name). */
  failureDetail?: string | null;
}

const nothing: Omit<CoverageOutcome, 'status' | 'explanation'> = {
  planName: null,
  planFrom: null,
  planTo: null,
  payerMemberId: null,
  managedCareName: null,
  managedCarePayerId: null,
  managedCarePhone: null,
  managedCareMessage: null,
};

/** A check that did not come to an answer, with the sentence she reads. */
export const failedOutcome = (explanation: string): CoverageOutcome => ({
  ...nothing,
  status: 'failed',
  explanation,
});

/** "The member ID is missing or not valid. Correct the details and check again. Fix it in Patients." */
function rejectionSentence(rejections: EligibilityRejection[]): string {
  return rejections
    .map((rejection) => {
      const next = rejection.nextStep ? ` ${capitalized(rejection.nextStep)}.` : '';
      const where = rejection.where ? ` Fix it in ${fixPlaceWords[rejection.where]}.` : '';
      return `${capitalized(rejection.words)}.${next}${where}`;
    })
    .join(' ');
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const statusOf = (member: MemberEligibility): CoverageOutcome['status'] => {
  if (member.coverage === 'active') return 'covered';
  if (member.coverage === 'inactive') return 'not_covered';
  if (member.coverage === 'rejected') return 'rejected';
  return member.rejections.length > 0 ? 'rejected' : 'unknown';
};

/**
 * Reads the 271 and keeps the answer about the member we asked: found by our trace number and
 * its originator, from a payer that read the same provider NPI. An answer about anyone else is
 * refused whole (it could put another patient's coverage on hers).
 */
export function coverageOutcomeOf(
  x12: string,
  asked: { trace: { number: string; originatorId: string }; npi: string },
): CoverageOutcome {
  let reports;
  try {
    reports = read271(x12);
  } catch (error) {
    if (error instanceof X12ReadError) return failedOutcome(coverageMessages.unreadable);
    throw error;
  }
  const report = reports.find((candidate) => answerForTrace(candidate, asked.trace));
  const member = report ? answerForTrace(report, asked.trace) : undefined;
  if (!report || !member) return failedOutcome(coverageMessages.otherPerson);
  if (report.provider?.npi && report.provider.npi !== asked.npi) {
    return failedOutcome(coverageMessages.otherPerson);
  }
  // A payer or provider rejection refuses the whole inquiry, whatever the member loop holds.
  if (report.rejections.length > 0) {
    return { ...nothing, status: 'rejected', explanation: rejectionSentence(report.rejections) };
  }
  const status = statusOf(member);
  const managedCare = member.managedCare;
  return {
    status,
    planName: member.plan?.description ?? null,
    planFrom: member.plan?.from ?? null,
    planTo: member.plan?.to ?? null,
    payerMemberId: member.memberId ?? null,
    managedCareName: managedCare?.name ?? null,
    managedCarePayerId: managedCare?.idQualifier === 'PI' ? (managedCare.id ?? null) : null,
    managedCarePhone: managedCare?.phone ?? null,
    managedCareMessage: managedCare?.message ?? null,
    explanation: status === 'rejected' ? rejectionSentence(member.rejections) : null,
  };
}
