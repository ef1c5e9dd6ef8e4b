/** One payer code explained: for operators (`summary`) and for the doula (`plain`, `nextStep`). */
export interface CodeExplanation {
  code: string;
  /** The official meaning, paraphrased, for operators. */
  summary: string;
  /** What happened, for a doula, in one sentence. */
  plain: string;
  /** What she (or we) should do now. */
  nextStep: string;
}
