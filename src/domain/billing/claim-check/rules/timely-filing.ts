import { billingMessages } from '#domain/billing/messages';
import { filingStanding } from '#domain/billing/timely-filing';
import type { ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'timely-filing';

/**
 * Within the payer's filing window: a warning as a deadline nears or once payment is reduced,
 * an error after the last day the payer accepts the claim.
 */
export const timelyFilingRule: ClaimCheckRule = {
  id: RULE,
  check({ input, version, serviceDateValid }) {
    if (!version || !serviceDateValid || input.service.date > input.today) return [];
    const standing = filingStanding(version.timelyFiling, input.service.date, input.today);
    const finding = (
      severity: Finding['severity'],
      words: { message: string; fix: string },
    ): Finding[] => [{ rule: RULE, severity, field: 'service.date', ...words }];
    switch (standing.state) {
      case 'open':
        return [];
      case 'closing':
        return finding(
          'warning',
          standing.reduced
            ? m.filingNearReduced(standing.deadline, standing.daysLeft)
            : m.filingNear(standing.deadline, standing.daysLeft),
        );
      case 'reduced':
        return finding('warning', m.filingReduced(standing.since));
      case 'closed':
        return finding('error', m.filingClosed(standing.deadline));
    }
  },
};
