import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'billing-address-street';

/** How post-office boxes are written; a private mailbox (PMB) at a street address is fine. */
export const poBoxPatterns: readonly RegExp[] = [
  /\bp\.?\s*o\.?\s*box\b/i,
  /\bpost\s+office\s+box\b/i,
  /\bpob\s*#?\s*\d/i,
  /^\s*box\s*#?\s*\d/i,
  /\bp\.?\s*o\.?\s*drawer\b/i,
  /\block\s*box\b/i,
];

/** The billing provider's address is a physical street address, never a PO box. */
export const billingAddressStreetRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    const street = input.provider.billingAddress.street.trim();
    const words =
      street === ''
        ? m.addressMissing
        : poBoxPatterns.some((p) => p.test(street))
          ? m.addressPoBox
          : null;
    return words
      ? [{ rule: RULE, severity: 'error', field: 'provider.billingAddress.street', ...words }]
      : [];
  },
};
