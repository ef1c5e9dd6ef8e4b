import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'duplicate-claim';

/** Claims that never reached the payer's books, so sending the service again is no duplicate. */
export const statusesNotDuplicated: readonly string[] = ['rejected', 'void'];

/**
 * Another claim of hers for the same patient, date and service: an error (the payer refuses
 * duplicates), or a warning when that claim was denied and she may be trying again.
 */
export const duplicateClaimRule: ClaimCheckRule = {
  id: RULE,
  check({ input, serviceDateValid }) {
    if (!serviceDateValid) return [];
    const same = input.otherClaims.filter(
      (claim) =>
        claim.serviceDate === input.service.date &&
        claim.serviceType === input.service.type &&
        !statusesNotDuplicated.includes(claim.status),
    );
    if (same.length === 0) return [];
    const allDenied = same.every((claim) => claim.status === 'denied');
    const words = allDenied
      ? m.duplicateOfDenied(input.service.type, input.service.date)
      : m.duplicate(input.service.type, input.service.date);
    return [
      { rule: RULE, severity: allDenied ? 'warning' : 'error', field: 'service.date', ...words },
    ];
  },
};
