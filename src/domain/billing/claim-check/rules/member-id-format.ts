import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'member-id-format';

/**
 * The policy number as the claim file's member ID: at least two characters, letters, digits and
 * hyphens only. A payer matches it exactly, so the file never cleans or cuts it, and the X12
 * delimiters (~ * : ^) would split the file. A warning: the claim may be submitted and waits
 * until the patient's record is fixed.
 */
export const memberIdFormatRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    const policyNumber = input.patient.policyNumber?.trim();
    if (policyNumber === undefined) return [];
    if (policyNumber.length >= 2 && /^[A-Za-z0-9-]+$/.test(policyNumber)) return [];
    return [
      {
        rule: RULE,
        severity: 'warning',
        field: 'patient.policyNumber',
        ...billingMessages.check.memberIdFormat,
      },
    ];
  },
};
