import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

/** A real service date; the other date rules wait for one. */
export const serviceDateRequiredRule: ClaimCheckRule = {
  id: 'service-date-required',
  check({ serviceDateValid }) {
    if (serviceDateValid) return [];
    return [
      {
        rule: this.id,
        severity: 'error',
        field: 'service.date',
        ...billingMessages.check.serviceDateMissing,
      },
    ];
  },
};
