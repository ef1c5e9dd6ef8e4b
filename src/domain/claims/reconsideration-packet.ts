import { formatCents } from '#domain/billing/money';
import { writtenDate } from '#domain/common/dates';
import type { ReasonLine } from './payer-answer.ts';
import type { Ground, ReconsiderationEvidence } from './reconsideration.ts';

/**
 * The words of a reconsideration packet, in the product's own layout: what the PDF prints, kept
 * here so the screens and the packet say the same and a test reads them without a PDF.
 */

export interface PacketClaim {
  formId: string;
  payerClaimNumber: string;
  serviceType: string;
  serviceDate: string;
  billedCents: number;
  paidCents: number;
}

/** One paragraph tying the payer's reason to the rule that says it decided wrongly. */
export function packetParagraph(
  ground: Ground,
  claim: PacketClaim,
  reasons: readonly ReasonLine[],
  evidence: ReconsiderationEvidence,
): string {
  const codes = reasons.map((reason) => reason.code).join(', ');
  const opening = `The plan did not pay in full my claim ${claim.formId} for ${claim.serviceType} on ${writtenDate(claim.serviceDate)} (codes ${codes || 'none given'}).`;
  const closing = 'I ask the plan to reconsider its decision and pay the claim.';
  return `${opening} ${groundSentence(ground, claim, evidence)} ${closing}`;
}

function groundSentence(ground: Ground, claim: PacketClaim, evidence: ReconsiderationEvidence) {
  const { limit, rate, coverage, receivedOn } = evidence;
  switch (ground) {
    case 'limit':
      return limit
        ? `The plan said the benefit maximum was reached, but its own limit of ${limit.max} (${limit.source}) was not reached: before this visit the count was ${limit.words}, so this visit is within the benefit.`
        : 'The plan said the benefit maximum was reached, but this visit is within the benefit.';
    case 'coverage':
      return coverage
        ? `The plan said the patient was not covered, but its eligibility answer of ${writtenDate(coverage.checkedOn)} confirmed her coverage for ${coverage.month}, the month of service.`
        : 'The plan said the patient was not covered, but she was covered in the month of service.';
    case 'filing':
      return receivedOn
        ? `The plan said the claim came after its filing limit, but its acknowledgment (277CA) shows it received the claim on ${writtenDate(receivedOn)}, within the limit.`
        : 'The plan said the claim came after its filing limit, but it was sent in time.';
    case 'rate':
      return rate
        ? `The plan paid ${formatCents(claim.paidCents)}, but the rate in force for this service is ${formatCents(rate.expectedCents)} (${rate.source}).`
        : 'The plan paid less than the rate in force for this service.';
    case 'recommendation':
      return 'Doula services were recommended for the patient by a licensed provider, as the program requires.';
    case 'decision':
      return 'Nothing on the claim was wrong, and the service is a covered doula service.';
  }
}

const unverified = (verified: boolean) => (verified ? '' : ' (not verified in the source)');

/** The evidence the product holds, one line each; what it does not hold is said, never left out. */
export function evidenceLines(
  evidence: ReconsiderationEvidence,
): { label: string; text: string }[] {
  const { limit, rate, coverage, receivedOn, recommendation } = evidence;
  return [
    {
      label: 'Rate in force',
      text: rate
        ? `${formatCents(rate.expectedCents)} for this service. Source: ${rate.source}${unverified(rate.verified)}.`
        : 'No rate held for this service.',
    },
    {
      label: 'Limit in force',
      text: limit
        ? `${limit.words} before this visit (limit ${limit.max}). Source: ${limit.source}${unverified(limit.verified)}.`
        : 'No visit limit applies to this service.',
    },
    {
      label: 'Coverage for the month',
      text: coverage
        ? `Covered in ${coverage.month}, per the plan's eligibility answer of ${writtenDate(coverage.checkedOn)}.`
        : 'No eligibility answer held for the month of service.',
    },
    {
      label: 'Proof of receipt',
      text: receivedOn
        ? `The plan's claim acknowledgment (277CA) accepted the claim on ${writtenDate(receivedOn)}.`
        : 'No claim acknowledgment (277CA) held for this claim.',
    },
    {
      label: 'Recommendation on file',
      text: recommendation ? recommendation.summary : 'None attached.',
    },
  ];
}
