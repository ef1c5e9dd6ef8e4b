import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'diagnosis-required';

/** Every claim carries at least one diagnosis (Medi-Cal refuses doula claims without one). */
export const diagnosisRequiredRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    if (input.diagnoses.some((code) => code.trim() !== '')) return [];
    return [
      {
        rule: RULE,
        severity: 'error',
        field: 'diagnoses',
        ...billingMessages.check.diagnosisRequired,
      },
    ];
  },
};
