import { icd10Exists, matchesFit, normalizeIcd10 } from '#domain/billing/icd10';
import { billingMessages } from '#domain/billing/messages';
import { diagnosisFitsFor } from '#domain/billing/payer-profile';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'diagnosis-fits-service';

/**
 * Each diagnosis comes from the list the payer pairs with the service type: a code from another
 * service's list can deny the line.
 */
export const diagnosisFitsServiceRule: ClaimCheckRule = {
  id: RULE,
  check({ input, version }) {
    if (!version) return [];
    const fits = diagnosisFitsFor(version, input.service.type);
    if (fits.length === 0) return [];
    return input.diagnoses.flatMap((raw, index) => {
      if (!icd10Exists(raw) || fits.some((fit) => matchesFit(raw, fit))) return [];
      const code = normalizeIcd10(raw) ?? raw;
      return [
        {
          rule: RULE,
          severity: 'error' as const,
          field: `diagnoses.${index}` as const,
          ...billingMessages.check.diagnosisDoesNotFit(code, input.service.type),
        },
      ];
    });
  },
};
