import { countsTowardLimits } from '#domain/billing/benefits';
import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'visits-per-day';

/**
 * At most the profile's number of visits a day for one patient. A second claim for the same
 * service on the same day is the duplicate rule's business, so it is not counted here.
 */
export const visitsPerDayRule: ClaimCheckRule = {
  id: RULE,
  check({ input, version, serviceDateValid }) {
    const perDay = version?.visitsPerDay;
    if (!perDay || !serviceDateValid) return [];
    const sameDay = input.otherClaims.filter(
      (claim) =>
        countsTowardLimits(claim) &&
        claim.serviceDate === input.service.date &&
        claim.serviceType !== input.service.type,
    ).length;
    if (sameDay < perDay.max) return [];
    return [
      {
        rule: RULE,
        severity: perDay.overLimit,
        field: 'service.date',
        ...billingMessages.check.perDay(perDay.max),
      },
    ];
  },
};
