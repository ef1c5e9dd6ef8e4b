import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'duration-units';

/**
 * A service billed by time (per 15 minutes) needs its length in whole minutes, from which the
 * units are computed. Per-visit services need nothing.
 */
export const durationUnitsRule: ClaimCheckRule = {
  id: RULE,
  check({ lines }) {
    if (!lines || lines.ok) return [];
    return lines.problems.flatMap((problem) => {
      if (problem.code !== 'duration-required' && problem.code !== 'duration-invalid') return [];
      const words = problem.code === 'duration-required' ? m.durationMissing : m.durationInvalid;
      return [
        {
          rule: RULE,
          severity: 'error' as const,
          field: 'service.durationMinutes' as const,
          ...words,
        },
      ];
    });
  },
};
