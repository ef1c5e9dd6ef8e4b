import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'pregnancy-dates';

/**
 * Limits count per pregnancy, so a payer with limits needs the patient's due date, and the
 * service date should fall within a pregnancy or the 12 months of coverage after it.
 */
export const pregnancyDatesRule: ClaimCheckRule = {
  id: RULE,
  check({ version, episode, serviceDateValid }) {
    if (!version || !serviceDateValid || version.limitsPerPregnancy.length === 0) return [];
    if (!episode.pregnancyKnown) {
      return [
        {
          rule: RULE,
          severity: 'warning',
          field: 'patient.pregnancies',
          ...m.noPregnancyOnFile,
        },
      ];
    }
    if (episode.assignment) return [];
    return [{ rule: RULE, severity: 'warning', field: 'service.date', ...m.outsidePregnancy }];
  },
};
