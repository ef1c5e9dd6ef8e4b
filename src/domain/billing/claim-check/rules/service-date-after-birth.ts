import { isRealIsoDate } from '#domain/common/dates';
import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'service-date-after-birth';

/** A service date on or after the patient's date of birth. */
export const serviceDateAfterBirthRule: ClaimCheckRule = {
  id: RULE,
  check({ input, serviceDateValid }) {
    const birth = input.patient.dateOfBirth;
    if (!serviceDateValid || !isRealIsoDate(birth) || input.service.date >= birth) return [];
    return [
      {
        rule: RULE,
        severity: 'error',
        field: 'service.date',
        ...billingMessages.check.serviceDateBeforeBirth,
      },
    ];
  },
};
