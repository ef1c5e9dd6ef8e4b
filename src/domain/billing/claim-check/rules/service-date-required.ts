import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'service-date-required';

/** A real service date; the other date rules wait for one. */
export const serviceDateRequiredRule: ClaimCheckRule = {
  id: RULE,
  check({ serviceDateValid }) {
    if (serviceDateValid) return [];
    return [
      {
        rule: RULE,
        severity: 'error',
        field: 'service.date',
        ...billingMessages.check.serviceDateMissing,
      },
    ];
  },
};
