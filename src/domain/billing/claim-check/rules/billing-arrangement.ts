import { acceptedArrangements } from '#domain/billing/billing-arrangements';
import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';
import { billingArrangementWords } from '#domain/records/billing-arrangement';

const m = billingMessages.check;

const RULE = 'billing-arrangement';

/**
 * Who bills must be a way the program accepts (its version in force on the service date): a
 * group's or a clinician's NPI where the program takes only the doula's own is denied.
 */
export const billingArrangementRule: ClaimCheckRule = {
  id: RULE,
  check({ input, profile, version }) {
    const kind = input.provider.billingAs ?? 'self';
    if (!profile || !version || acceptedArrangements(version).includes(kind)) return [];
    const found = m.arrangementRefused(profile.name, billingArrangementWords[kind]);
    return [{ rule: RULE, severity: 'error', field: 'provider.npi', ...found }];
  },
};
