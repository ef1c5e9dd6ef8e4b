import {
  type BenefitUsage,
  benefitUsage,
  claimAmountsOf,
  type LimitExtension,
  whatThisClaimWillUse,
} from '#domain/billing/benefits';
import type { CountableClaim } from '#domain/billing/limits';
import type { PayerProfileVersion } from '#domain/billing/payer-profile';
import type { RecommendationNeed } from '#domain/billing/recommendation-need';
import type { ClaimCheckContext } from '#domain/billing/claim-check/types';
import { recommendationNeedOfClaim } from './rules/recommendation-on-file.ts';

/**
 * The benefit this claim uses, read once for the visit-limits rule and for the check's "Benefits
 * this claim will use": each limit's use with her other claims, this claim's amounts, and the
 * limit the recommendation it relies on lets it go past (California's second recommendation).
 */
export function benefitsOfClaim(
  context: ClaimCheckContext,
  version: PayerProfileVersion,
): {
  usage: BenefitUsage[];
  claim: Omit<CountableClaim, 'serviceDate'>;
  extension: LimitExtension | null;
} {
  const { input, episode, lines } = context;
  return {
    usage: benefitUsage(version, {
      date: input.service.date,
      pregnancyClaims: episode.claims,
      claims: input.otherClaims,
    }),
    claim: { serviceType: input.service.type, ...claimAmountsOf(lines) },
    extension: limitExtensionOf(recommendationNeedOfClaim(context)),
  };
}

/** "Prenatal/postpartum visits 6 of 8", or null where no version says what the benefit is. */
export function benefitsThisClaimWillUse(context: ClaimCheckContext): string | null {
  if (!context.version) return null;
  const { usage, claim, extension } = benefitsOfClaim(context, context.version);
  return whatThisClaimWillUse(usage, claim, extension).text;
}

/** The limit the recommendation this visit relies on lets it go past, if any. */
function limitExtensionOf(need: RecommendationNeed): LimitExtension | null {
  if (need.kind !== 'recommendation' || !need.requirement.extendsLimit) return null;
  return {
    limitId: need.requirement.extendsLimit,
    recommender: need.recommendation.recommenderName,
    nth: need.nth,
    visits: need.recommendation.visits ?? need.requirement.visits,
  };
}
