import { isSecondaryOnly, normalizeIcd10 } from '#domain/billing/icd10';
import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'diagnosis-principal';

/** The first diagnosis is the main one; codes allowed only as extras (Z3A, Z37) cannot be first. */
export const diagnosisPrincipalRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    const first = input.diagnoses[0];
    if (!first || !isSecondaryOnly(first)) return [];
    const code = normalizeIcd10(first) ?? first;
    return [
      {
        rule: RULE,
        severity: 'error',
        field: 'diagnoses.0',
        ...billingMessages.check.diagnosisSecondaryFirst(code),
      },
    ];
  },
};
