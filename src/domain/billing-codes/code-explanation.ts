import type { FieldToFix } from '#domain/glossary/claim-status-codes';

/**
 * Who takes the next step on a claim a payer turned away: the doula herself (a detail of hers
 * to change), the product's operators (our own file was wrong), or the payer (she may ask it to
 * reconsider a decision she thinks wrong).
 */
export type NextActor = 'doula' | 'operators' | 'payer';

/** One payer code explained: for operators (`summary`) and for the doula (`plain`, `nextStep`). */
export interface CodeExplanation {
  code: string;
  /** The official meaning, paraphrased, for operators. */
  summary: string;
  /** What happened, for a doula, in one sentence. */
  plain: string;
  /** What to do now, in words that name the same actor as `actor` (or none). */
  nextStep: string;
  /**
   * Who the code itself sends her to; null for a code that decides no step of its own (an
   * acknowledgement, a patient share already taken, a remark that defers to the other codes).
   */
  actor: NextActor | null;
  /**
   * The words when the payer paid nothing: a $0.00 answer never speaks of a lowered amount.
   * Only the codes whose usual words do.
   */
  nothingPaid?: { plain: string; nextStep: string };
  /** For a detail she changes herself: which, and where. */
  fix?: FieldToFix;
}
