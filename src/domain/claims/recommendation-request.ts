import { pregnancyOf } from '#domain/billing/recommendation-link';
import type { ClaimStatus } from './status.ts';

/**
 * Our operators ask her for the recommendation a claim relies on when it is missing (issue 40):
 * the request is kept on the claim until she records a recommendation on the patient's
 * pregnancy, and while it is open (and the claim not paid or voided) the claim needs her. The
 * console's input is in recommendation-request-schema.ts (her claims list loads no schema).
 */

/** An open request as the claim keeps and shows it: when, who asked (their label), the note. */
export interface RecommendationRequest {
  askedAt: string;
  askedBy: string;
  note: string;
}

/** Statuses on which a request no longer waits on her: paid, or closed for good. */
const settled: readonly ClaimStatus[] = ['approved', 'voided'];

/** Whether the claim waits on her for a recommendation our team asked for. */
export function recommendationAsked(claim: {
  status: ClaimStatus;
  recommendationRequest: RecommendationRequest | null;
}): boolean {
  return Boolean(claim.recommendationRequest) && !settled.includes(claim.status);
}

/** The words of a request, on her claim and in its history. */
export const recommendationRequestWords = {
  asked: 'Our team asked for the recommendation this visit relies on.',
  /** Where she adds it: the patient's name is hers to read, never in an address or a log. */
  addIt: (patientName: string) => `Add it on ${pregnancyOf(patientName)}.`,
  historyAsked: (note: string) =>
    note
      ? `Our team asked for the recommendation this visit relies on: ${note}`
      : 'Our team asked for the recommendation this visit relies on.',
  historyAnswered: 'A recommendation was recorded on the pregnancy: our team’s request is closed.',
  alreadyAsked: 'Our team already asked her for the recommendation this claim relies on.',
  /** The console's confirmation. */
  sent: 'Asked. The claim is now under Needs your attention on her side until she adds it.',
};
