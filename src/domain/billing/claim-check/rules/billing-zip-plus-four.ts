import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'billing-zip-plus-four';

/** Electronic claims want the billing provider's 9-digit ZIP (ZIP+4); paper claims do not. */
export const billingZipPlusFourRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    if (input.submission !== 'electronic') return [];
    const digits = input.provider.billingAddress.zip.replace(/[\s-]/g, '');
    if (/^\d{9}$/.test(digits)) return [];
    return [
      {
        rule: RULE,
        severity: 'warning',
        field: 'provider.billingAddress.zip',
        ...billingMessages.check.zipPlusFour,
      },
    ];
  },
};
