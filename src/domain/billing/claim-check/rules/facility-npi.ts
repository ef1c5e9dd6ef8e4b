import { billingMessages } from '#domain/billing/messages';
import { hasValidNpiCheckDigit } from '#domain/records/npi';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'facility-npi';

/** For a facility visit, a chosen facility whose NPI is present and has a right check digit. */
export const facilityNpiRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    if (input.service.setting !== 'facility') return [];
    if (!input.facility) {
      return [{ rule: RULE, severity: 'error', field: 'facility.npi', ...m.facilityMissing }];
    }
    const npi = input.facility.npi.trim();
    const found =
      npi === '' ? m.facilityNpiMissing : hasValidNpiCheckDigit(npi) ? null : m.facilityNpiInvalid;
    return found ? [{ rule: RULE, severity: 'error', field: 'facility.npi', ...found }] : [];
  },
};
