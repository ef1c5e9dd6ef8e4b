import { claimUses } from '#domain/billing/benefits';
import { limitMessages } from '#domain/billing/limit-messages';
import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';
import { benefitsOfClaim } from '#domain/billing/claim-check/benefits-used';

const m = billingMessages.check;

const RULE = 'visit-limits';

/**
 * Each limit this claim counts against, with her other claims for this patient: per pregnancy
 * (the same pregnancy; denied ones left out), over the 12 months up to its date, or on its day.
 * Past a limit the finding names the limit and by how much, and the profile says whether the
 * payer certainly refuses (error) or may pay after all (warning). Without a due date on file the
 * pregnancy is unknown, so a per-pregnancy limit counts her claims together and only warns.
 */
export const visitLimitsRule: ClaimCheckRule = {
  id: RULE,
  check(context) {
    const { version, episode, serviceDateValid } = context;
    if (!version || !serviceDateValid) return [];
    const { usage, claim, extension } = benefitsOfClaim(context, version);
    const uses = claimUses(usage, claim);
    // A visit a recommendation on file allows past a limit (the rule's `extendsLimit`) is not over it.
    return uses.flatMap((use) => {
      if (!use.overLimit || use.limitId === extension?.limitId) return [];
      const { limit } = usage.find((usage) => usage.limit.id === use.limitId)!;
      const over = limitMessages.over(limit.label, limit.counts, use.total, limit.max, limit.per);
      const known = episode.pregnancyKnown || limit.per !== 'pregnancy';
      return [
        {
          rule: RULE,
          severity: known ? limit.overLimit : ('warning' as const),
          field: 'service.type' as const,
          ...(known ? m.limitReached(over, limit.overLimit) : m.limitUnknownPregnancy(over)),
        },
      ];
    });
  },
};
