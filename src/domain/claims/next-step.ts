import type { NextActor } from '#domain/billing-codes/code-explanation';
import type { FieldToFix } from '#domain/glossary/index';
import {
  FILE_REJECTED_REASON,
  FILE_REJECTED_STEP,
  isFileRejection,
  reasonsOf,
} from './payer-answer.ts';
import { claimStatusExplanation } from './status.ts';
import type { ClaimView } from './view.ts';

export type { NextActor };

/**
 * One next step for every claim a payer or clearinghouse turned away (rejected) or refused to
 * pay (denied), and who takes it: she changes a detail and sends the corrected claim, our
 * operators send our own file again, or she asks the payer to reconsider. The reason is one
 * line; the advice of each code the answer names agrees with it (the glossary walk test).
 */
export interface NextStep {
  actor: NextActor;
  /** Who, in her words: "You", "Our team", "The payer". */
  who: string;
  /** Why the claim stopped, in one line. */
  reason: string;
  /** What happens next, one sentence. */
  step: string;
  /** For her step: the detail to change and where (the correction form when on the claim). */
  fix?: FieldToFix;
}

export const nextActorWords: Record<NextActor, string> = {
  doula: 'You',
  operators: 'Our team',
  payer: 'The payer',
};

type StepClaim = Pick<ClaimView, 'status' | 'payerAnswer' | 'correctedBy'>;

const withoutAnswer: Record<'rejected' | 'denied', Omit<NextStep, 'who' | 'reason'>> = {
  rejected: { actor: 'doula', step: 'Correct this claim and send it again.' },
  denied: {
    actor: 'payer',
    step: 'If you think the payer decided wrongly, ask the plan to reconsider.',
  },
};

const step = (found: Omit<NextStep, 'who'>): NextStep => ({
  ...found,
  who: nextActorWords[found.actor],
});

/**
 * The claim's next step, or null when it has none to take (it is not rejected or denied, or a
 * correction already replaced it). The first reason that names an actor decides, in the
 * answer's order: the 277CA's status, then the 835's adjustment reasons, then its remarks.
 */
export function nextStepOf(claim: StepClaim): NextStep | null {
  if (claim.status !== 'rejected' && claim.status !== 'denied') return null;
  if (claim.correctedBy) return null;
  const answer = claim.payerAnswer;
  if (answer && isFileRejection(answer) && claim.status === 'rejected') {
    return step({ actor: 'operators', reason: FILE_REJECTED_REASON, step: FILE_REJECTED_STEP });
  }
  // A file rejection that came after the payer decided changes nothing of the decision.
  const reasons = answer && !isFileRejection(answer) ? reasonsOf(answer) : [];
  const deciding = reasons.find((reason) => reason.actor !== null);
  const reason = reasons[0]?.plain ?? claimStatusExplanation[claim.status];
  if (!deciding?.actor) return step({ reason, ...withoutAnswer[claim.status] });
  return step({
    actor: deciding.actor,
    reason: deciding.plain,
    step: deciding.nextStep,
    ...(deciding.fix ? { fix: deciding.fix } : {}),
  });
}

/** A claim whose next step is ours: it waits on no one of hers ("needs your attention" leaves it out). */
export const waitsOnOperators = (claim: StepClaim) => nextStepOf(claim)?.actor === 'operators';
