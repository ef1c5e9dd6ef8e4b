import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'pregnancy-dates';

/**
 * Per-pregnancy limits count per pregnancy, so a payer with them needs the patient's due date, and the
 * service date should fall within a pregnancy or the 12 months of coverage after it.
 */
export const pregnancyDatesRule: ClaimCheckRule = {
  id: RULE,
  check({ version, episode, serviceDateValid }) {
    if (!version || !serviceDateValid) return [];
    if (!version.limitsPerPregnancy.some((limit) => limit.per === 'pregnancy')) return [];
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
