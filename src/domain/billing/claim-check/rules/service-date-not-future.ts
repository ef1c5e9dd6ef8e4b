import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'service-date-not-future';

/** A visit is billed once it has happened: never a date after today. */
export const serviceDateNotFutureRule: ClaimCheckRule = {
  id: RULE,
  check({ input, serviceDateValid }) {
    if (!serviceDateValid || input.service.date <= input.today) return [];
    return [
      {
        rule: RULE,
        severity: 'error',
        field: 'service.date',
        ...billingMessages.check.serviceDateFuture,
      },
    ];
  },
};
