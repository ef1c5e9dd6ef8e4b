import { addMonths } from './calendar.ts';
import type {
  LicenceType,
  PerClientRecommendation,
  RecommendationRules,
  StandingOrder,
} from './recommendation-rules.ts';

/**
 * Which recommendation each visit of a pregnancy relies on. The visits are taken in date order:
 * a visit the standing order covers (its group not yet used up) relies on it; a visit a per-client
 * form is asked for takes a visit of the earliest-signed recommendation on file that may sign,
 * covers its service, is in force on its date and has visits left; otherwise it is missing. The
 * rules of the version in force on the visit being checked count the whole pregnancy, so a
 * visit's answer never depends on the order her claims were entered.
 */

/** A recommendation she keeps on file for the pregnancy, as the check reads it. */
export interface RecommendationOnFile {
  id: string;
  recommenderName: string;
  recommenderNpi: string;
  licenceType: LicenceType;
  signedOn: string;
  /** As written on the form; null when the form gives no end. */
  goodUntil: string | null;
  serviceTypes: readonly string[];
  /** How many visits it covers; null for every visit. */
  visits: number | null;
}

export interface CountedVisit {
  serviceType: string;
  serviceDate: string;
}

export type RecommendationNeed =
  | { kind: 'none' }
  | { kind: 'standing-order'; order: StandingOrder }
  | {
      kind: 'recommendation';
      requirement: PerClientRecommendation;
      recommendation: RecommendationOnFile;
      /** This visit's place among the visits the recommendation covers (1 for its first). */
      nth: number;
    }
  | {
      kind: 'missing';
      requirement: PerClientRecommendation;
      /** This visit's place among the pregnancy's visits counted together (1 for the first). */
      ordinal: number;
      /** The latest end of a recommendation that would have covered it but had expired. */
      expiredOn: string | null;
    };

/** The last day a recommendation is good for: its own end, or the program's, whichever is first. */
export function lastGoodDay(
  recommendation: Pick<RecommendationOnFile, 'signedOn' | 'goodUntil'>,
  requirement: Pick<PerClientRecommendation, 'goodForMonths'>,
): string | null {
  const programEnd =
    requirement.goodForMonths === null
      ? null
      : addMonths(recommendation.signedOn, requirement.goodForMonths);
  if (programEnd === null) return recommendation.goodUntil;
  if (recommendation.goodUntil === null) return programEnd;
  return programEnd < recommendation.goodUntil ? programEnd : recommendation.goodUntil;
}

function fits(
  recommendation: RecommendationOnFile,
  requirement: PerClientRecommendation,
  visit: CountedVisit,
): boolean {
  return (
    requirement.signers.includes(recommendation.licenceType) &&
    recommendation.serviceTypes.includes(visit.serviceType) &&
    recommendation.signedOn <= visit.serviceDate
  );
}

export interface RecommendationWalk {
  /** One answer per visit, in the order the visits were given. */
  needs: RecommendationNeed[];
  /** Visits each recommendation on file was counted for, by its id. */
  used: Map<string, number>;
}

/** Walks the visits (in any order) and answers each one; see the module comment. */
export function walkRecommendations(
  rules: RecommendationRules | undefined,
  visits: readonly CountedVisit[],
  onFile: readonly RecommendationOnFile[],
): RecommendationWalk {
  const used = new Map<string, number>(onFile.map((r) => [r.id, 0]));
  const needs: RecommendationNeed[] = visits.map(() => ({ kind: 'none' }));
  if (!rules) return { needs, used };
  const order = rules.standingOrder;
  const groupCounts = new Map<number, number>();
  const seen = new Map<string, number>();
  const byDate = visits
    .map((visit, index) => ({ visit, index }))
    .sort((a, b) => a.visit.serviceDate.localeCompare(b.visit.serviceDate) || a.index - b.index);
  const signedFirst = [...onFile].sort(
    (a, b) => a.signedOn.localeCompare(b.signedOn) || a.id.localeCompare(b.id),
  );
  for (const { visit, index } of byDate) {
    const groupIndex =
      order?.covers.findIndex((group) =>
        (group.serviceTypes as readonly string[]).includes(visit.serviceType),
      ) ?? -1;
    const groupKey = groupIndex >= 0 ? `g${groupIndex}` : visit.serviceType;
    const ordinal = (seen.get(groupKey) ?? 0) + 1;
    seen.set(groupKey, ordinal);
    const group = groupIndex >= 0 ? order!.covers[groupIndex]! : null;
    const orderInForce = order !== null && (order.date === null || order.date <= visit.serviceDate);
    if (group && orderInForce) {
      const count = groupCounts.get(groupIndex) ?? 0;
      if (group.visits === null || count < group.visits) {
        groupCounts.set(groupIndex, count + 1);
        needs[index] = { kind: 'standing-order', order: order! };
        continue;
      }
    }
    const requirement = rules.perClient.find((r) =>
      (r.serviceTypes as readonly string[]).includes(visit.serviceType),
    );
    if (!requirement) continue;
    const candidates = signedFirst.filter((r) => fits(r, requirement, visit));
    const chosen = candidates.find((r) => {
      const end = lastGoodDay(r, requirement);
      const left = r.visits === null || (used.get(r.id) ?? 0) < r.visits;
      return (end === null || end >= visit.serviceDate) && left;
    });
    if (chosen) {
      const nth = (used.get(chosen.id) ?? 0) + 1;
      used.set(chosen.id, nth);
      needs[index] = { kind: 'recommendation', requirement, recommendation: chosen, nth };
      continue;
    }
    const ends = candidates
      .map((r) => lastGoodDay(r, requirement))
      .filter((end): end is string => end !== null && end < visit.serviceDate)
      .sort();
    needs[index] = { kind: 'missing', requirement, ordinal, expiredOn: ends.at(-1) ?? null };
  }
  return { needs, used };
}

/** The answer for one more visit after her other visits of the pregnancy. */
export function recommendationNeedOf(
  rules: RecommendationRules | undefined,
  visit: CountedVisit,
  others: readonly CountedVisit[],
  onFile: readonly RecommendationOnFile[],
): RecommendationNeed {
  return walkRecommendations(rules, [...others, visit], onFile).needs.at(-1)!;
}

/** "Recommendation from Dr. Lee Park: 3 of 9 visits", for each one on file, as the tracker counts. */
export function recommendationCounts(
  rules: RecommendationRules | undefined,
  visits: readonly CountedVisit[],
  onFile: readonly RecommendationOnFile[],
): string[] {
  if (!rules || onFile.length === 0) return [];
  const { used } = walkRecommendations(rules, visits, onFile);
  return onFile.map((r) => {
    const count = used.get(r.id) ?? 0;
    const of =
      r.visits === null
        ? `${count} ${count === 1 ? 'visit' : 'visits'}`
        : `${count} of ${r.visits} visits`;
    return `Recommendation from ${r.recommenderName}: ${of}`;
  });
}
