import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';
import { usStateName } from '#domain/records/us-states';

const m = billingMessages.check;

const RULE = 'medicaid-program';

/**
 * A Medicaid patient is billed by her own state's program. Where the product keeps none for her
 * state, the claim is priced by the general profile: said plainly, naming the state, never sent
 * quietly with another state's codes.
 */
export const medicaidProgramRule: ClaimCheckRule = {
  id: RULE,
  check({ noProgramForState }) {
    if (!noProgramForState) return [];
    const state = usStateName(noProgramForState);
    return [
      { rule: RULE, severity: 'warning', field: 'patient.payer', ...m.noStateProgram(state) },
    ];
  },
};
