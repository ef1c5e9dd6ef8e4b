import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const RULE = 'facility-zip-plus-four';

/**
 * The service facility's ZIP with all nine digits on an electronic claim: the 837P's service
 * facility loop carries the full ZIP, and the claim file cannot be written without it. A
 * warning: the claim may be submitted and waits until the facility is fixed.
 */
export const facilityZipPlusFourRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    if (input.submission !== 'electronic' || input.service.setting !== 'facility') return [];
    const zip = input.facility?.zip;
    if (zip === undefined || /^\d{9}$/.test(zip.replace(/[\s-]/g, ''))) return [];
    return [
      {
        rule: RULE,
        severity: 'warning',
        field: 'facility.zip',
        ...billingMessages.check.facilityZipPlusFour,
      },
    ];
  },
};
