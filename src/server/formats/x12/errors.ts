/**
 * Errors of the X12 module. Messages name segments, elements, positions, control numbers and
 * claim form IDs, never the values of names, member ids or other patient data, so callers may
 * log and show them.
 */

/** What was wrong with a file we were asked to read. */
export type X12ReadProblem =
  | 'empty'
  | 'too-large'
  | 'not-x12'
  | 'truncated'
  | 'envelope'
  | 'counts'
  | 'wrong-transaction'
  | 'structure'
  | 'unbalanced'
  | 'out-of-range';

/** A file that cannot be read as the X12 response it claims to be. Nothing in it was used. */
export class X12ReadError extends Error {
  constructor(
    readonly problem: X12ReadProblem,
    message: string,
  ) {
    super(message);
    this.name = 'X12ReadError';
  }
}

/** One reason a file (837P, 270) cannot be written: which claim (form ID), which field, which X12 element. */
export interface X12InputProblem {
  /** The claim's form ID (CLM01), absent for file-level settings. */
  formId?: string;
  /** What the problem is in when it is not a claim, e.g. `Eligibility inquiry`; batch settings when absent. */
  subject?: string;
  /** Path of the field in the writer's input, e.g. `diagnoses` or `billingProvider.npi`. */
  field: string;
  /** The X12 loop and element, e.g. `2300 HI01`. */
  element: string;
  message: string;
}

/** Input a file cannot be written from. Nothing is written when any part is refused. */
export class X12InputError extends Error {
  constructor(readonly problems: readonly X12InputProblem[]) {
    super(
      problems
        .map(
          (problem) =>
            `${problem.formId ? `Claim ${problem.formId}` : (problem.subject ?? 'Batch settings')}: ${problem.message} (${problem.element})`,
        )
        .join('; '),
    );
    this.name = 'X12InputError';
  }
}
