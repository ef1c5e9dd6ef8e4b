import { icd10Exists } from '#domain/billing/icd10';
import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'diagnosis-exists';

/** Each diagnosis is a real, complete ICD-10-CM code of the bundled list. */
export const diagnosisExistsRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    return input.diagnoses.flatMap((raw, index) =>
      raw.trim() === '' || icd10Exists(raw)
        ? []
        : [
            {
              rule: RULE,
              severity: 'error' as const,
              field: `diagnoses.${index}` as const,
              ...billingMessages.check.diagnosisUnknown(raw.trim()),
            },
          ],
    );
  },
};
