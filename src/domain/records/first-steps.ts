/**
 * A new doula's first steps, shown on her claims list until she has submitted a claim: add a
 * patient, add a facility (only if she works in one) and submit a first claim. Each is done
 * once she has at least one (active patient or facility; any claim she has submitted).
 */
export interface FirstSteps {
  patient: boolean;
  facility: boolean;
  claim: boolean;
}

/**
 * The checklist goes away with her first claim: a claim needs a patient, and the facility step
 * is only for a doula who attends births in one, so neither keeps it on screen after that.
 */
export const firstStepsDone = (steps: FirstSteps) => steps.claim;
