import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

/** Every claim carries at least one diagnosis (Medi-Cal refuses doula claims without one). */
export const diagnosisRequiredRule: ClaimCheckRule = {
  id: 'diagnosis-required',
  check({ input }) {
    if (input.diagnoses.some((code) => code.trim() !== '')) return [];
    return [
      {
        rule: this.id,
        severity: 'error',
        field: 'diagnoses',
        ...billingMessages.check.diagnosisRequired,
      },
    ];
  },
};
