import { billingMessages } from '#domain/billing/messages';
import { hasValidNpiCheckDigit } from '#domain/records/npi';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'billing-npi';

/** The billing provider's NPI: present, ten digits starting 1 or 2, and its check digit right. */
export const billingNpiRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    const npi = input.provider.npi.trim();
    const found =
      npi === '' ? m.billingNpiMissing : hasValidNpiCheckDigit(npi) ? null : m.billingNpiInvalid;
    return found ? [{ rule: RULE, severity: 'error', field: 'provider.npi', ...found }] : [];
  },
};
