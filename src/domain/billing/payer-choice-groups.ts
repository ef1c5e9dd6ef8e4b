import { isUsStateCode, usStateName } from '#domain/records/us-states';
import type { PayerChoice } from './payer-directory.ts';

/**
 * The payer list in the order she needs it: Medicaid (the program and its plans) of the state her
 * business is in first, then of the patient's state when it differs, then every other payer in
 * the order given (by name, or by how well it matches her search). Medicaid is run by the state,
 * so the payers a doula bills most are her own state's; a patient across the state line is billed
 * by hers.
 */

/** One labelled part of the list; the label is absent when the list has only one part. */
export interface PayerChoiceGroup {
  label: string | undefined;
  choices: PayerChoice[];
}

/** The states to put first: hers (her business address), then the patient's (as typed). */
export interface PickerStates {
  businessState?: string | undefined;
  patientState?: string | undefined;
}

const payerGroupLabels = {
  medicaidIn: (stateName: string) => `Medicaid in ${stateName}`,
  rest: 'All other payers',
} as const;

/** The choices split into her state's Medicaid, the patient's state's, and the rest; none twice. */
export function groupPayerChoices(
  choices: readonly PayerChoice[],
  { businessState, patientState }: PickerStates,
): PayerChoiceGroup[] {
  const states = [...new Set([businessState, patientState])].filter(
    (state) => state !== undefined && isUsStateCode(state),
  );
  const groups: PayerChoiceGroup[] = [];
  for (const state of states) {
    const inState = programFirst(choices.filter((choice) => choice.state === state));
    if (inState.length > 0) {
      groups.push({ label: payerGroupLabels.medicaidIn(usStateName(state)), choices: inState });
    }
  }
  const firstStates = new Set(states);
  const rest = choices.filter(
    (choice) => choice.state === undefined || !firstStates.has(choice.state),
  );
  if (groups.length === 0) return rest.length > 0 ? [{ label: undefined, choices: rest }] : [];
  if (rest.length > 0) groups.push({ label: payerGroupLabels.rest, choices: rest });
  return groups;
}

/**
 * The state's own program before its plans: the program is listed under its profile's name
 * ("Oklahoma SoonerCare fee-for-service"), a plan under its own ("Oklahoma Complete Health
 * (SoonerSelect)"). Otherwise the order given is kept.
 */
function programFirst(inState: readonly PayerChoice[]): PayerChoice[] {
  const isProgram = (choice: PayerChoice) => choice.name === choice.profileName;
  return [...inState.filter(isProgram), ...inState.filter((choice) => !isProgram(choice))];
}
