/**
 * Asking a payer about a claim it accepted and then went silent about (a 276 claim status
 * inquiry, answered by a 277): what an operator's "Ask now" answers, for the console and the
 * command line.
 */
export interface ClaimStatusInquiryResult {
  inquiryId: string;
  formId: string;
  /** answered: posted to the claim; refused or failed: nothing changed on the claim. */
  state: 'answered' | 'refused' | 'failed';
  /** One plain sentence: what the payer said, or why nothing was posted. No PHI. */
  message: string;
}
