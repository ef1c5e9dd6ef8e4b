import { type RecommendationNeed, recommendationNeedOf } from '#domain/billing/recommendation-need';
import { recommendationsLinkOf } from '#domain/billing/recommendation-link';
import { recommendationMessages as m } from '#domain/billing/recommendation-messages';
import type { ClaimCheckContext, ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';

const RULE = 'recommendation-on-file';

/** What this claim relies on, from the version in force and her other visits of the pregnancy. */
export function recommendationNeedOfClaim(context: ClaimCheckContext): RecommendationNeed {
  const { input, version, serviceDateValid, episode } = context;
  if (!version?.recommendations || !serviceDateValid) return { kind: 'none' };
  // The pregnancy's counted claims: one not paid took no visit of an order or a recommendation.
  return recommendationNeedOf(
    version.recommendations,
    { serviceType: input.service.type, serviceDate: input.service.date },
    episode.claims,
    input.patient.recommendations ?? [],
  );
}

/**
 * A visit the program pays only on a licensed provider's recommendation: named as covered by the
 * standing order or the recommendation on file it takes a visit of, or refused before submit
 * with the form it needs (and since when the one on file is out of date). Where her
 * recommendations are not read (the check before sending), nothing missing is said.
 */
export const recommendationOnFileRule: ClaimCheckRule = {
  id: RULE,
  check(context) {
    const need = recommendationNeedOfClaim(context);
    const { patient } = context.input;
    const field = 'patient.recommendations' as const;
    // The patient's dialog opens on her recommendations (the id is the record's, never her name).
    const link = patient.recordId ? recommendationsLinkOf(patient.recordId) : undefined;
    const at = (finding: Omit<Finding, 'rule' | 'field'>): Finding[] => [
      { rule: RULE, field, ...finding, ...(link && finding.severity === 'error' ? { link } : {}) },
    ];
    switch (need.kind) {
      case 'none':
        return [];
      case 'standing-order':
        return at({ severity: 'info', ...m.coveredByOrder(need.order) });
      case 'recommendation': {
        const { formName } = need.requirement;
        const { recommenderName, signedOn } = need.recommendation;
        return at({ severity: 'info', ...m.reliesOn(formName, recommenderName, signedOn) });
      }
      case 'missing': {
        if (!patient.recommendations) return [];
        const { formName } = need.requirement;
        const words = need.expiredOn
          ? m.expired(
              formName,
              context.input.service.type,
              need.ordinal,
              patient.name,
              need.expiredOn,
            )
          : m.missing(formName, context.input.service.type, need.ordinal, patient.name);
        return at({ severity: 'error', ...words });
      }
    }
  },
};
