import { billingMessages } from '#domain/billing/messages';
import { limitsFor } from '#domain/billing/payer-profile';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'visit-limits';

/**
 * The pregnancy's covered visits, counted from her other claims for this patient in the same
 * pregnancy (denied ones left out). Over a limit the profile says whether the payer certainly
 * refuses (error) or may pay after all (warning). Without a due date on file the pregnancy is
 * unknown, so the claims are counted together and the finding is only a warning.
 */
export const visitLimitsRule: ClaimCheckRule = {
  id: RULE,
  check({ input, version, episode, serviceDateValid }) {
    if (!version || !serviceDateValid) return [];
    return limitsFor(version, input.service.type).flatMap((limit) => {
      const types = limit.serviceTypes as readonly string[];
      const used = episode.claims.filter((claim) => types.includes(claim.serviceType)).length;
      if (used < limit.maxPerPregnancy) return [];
      const known = episode.pregnancyKnown;
      return [
        {
          rule: RULE,
          severity: known ? limit.overLimit : ('warning' as const),
          field: 'service.type' as const,
          ...(known
            ? m.limitReached(limit.label, limit.maxPerPregnancy, limit.overLimit)
            : m.limitUnknownPregnancy(limit.label, limit.maxPerPregnancy)),
        },
      ];
    });
  },
};
