import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

/** A visit is billed once it has happened: never a date after today. */
export const serviceDateNotFutureRule: ClaimCheckRule = {
  id: 'service-date-not-future',
  check({ input, serviceDateValid }) {
    if (!serviceDateValid || input.service.date <= input.today) return [];
    return [
      {
        rule: this.id,
        severity: 'error',
        field: 'service.date',
        ...billingMessages.check.serviceDateFuture,
      },
    ];
  },
};
