import { explainStatusCode } from '#domain/glossary/index';
import type { ClaimStatusAnswer, ClaimStatusOutcome } from '../../formats/x12/index.ts';

/** What a 277 answer's outcome says, finishing "The payer …" in her claim's history. */
const outcomeWords: Record<ClaimStatusOutcome, string> = {
  'needs-information': 'pended the claim: more information is needed before it decides',
  'no-answer': 'could not look the claim up just now; we will ask again',
  'not-found': 'has no record of this claim',
  rejected: 'rejected the claim',
  denied: 'decided not to pay the claim; its remittance (835) will say why',
  paid: 'decided to pay the claim; the payment comes with its remittance (835)',
  finalized: 'has decided the claim; its remittance (835) will follow',
  pending: 'is still deciding the claim',
  acknowledged: 'has received the claim',
  unknown: 'answered with a status we do not have words for yet',
};

/**
 * The history note of a posted 277 answer, in plain words: who answered and when, what the
 * payer says, and each reason (the payer's reasons for information first, else the claim's
 * statuses in the glossary's words). It names the inquiry's trace number so the operator finds
 * the raw answer it came from.
 */
export function answerNote(
  answer: ClaimStatusAnswer,
  about: { from: string; date: string; traceNumber: string },
): string {
  const reasons =
    answer.needsInformation?.reasons ??
    answer.statuses.map((status) => explainStatusCode(status).words);
  const why = reasons.length > 0 ? ` (${[...new Set(reasons)].join('; ')})` : '';
  return `Claim status answer (277) from ${about.from}, ${about.date}: the payer ${outcomeWords[answer.outcome]}${why}. Inquiry ${about.traceNumber}.`;
}
