import { packageMessages, type PackageProgress, packageProgress } from './birth-package.ts';
import { type RecommendationOnFile, recommendationCounts } from './recommendation-need.ts';
import { assignEpisode, type EpisodeAssignment, type PregnancyEpisode } from './episodes.ts';
import { limitMessages } from './limit-messages.ts';
import { type CountableClaim, type PregnancyLimit, amountOf, usedOn } from './limits.ts';
import type { ServiceLinesResult } from './service-lines.ts';
import { type PayerProfile, type PayerProfileVersion, versionOn } from './payer-profile.ts';

/**
 * Counting a patient's benefit: what each limit has used, what is left, and what one more claim
 * would use. The limits come from the payer profile; the claims are the doula's own claims for
 * the patient, with the units and charge of their lines.
 */

const t = limitMessages.tracker;

export interface PriorClaim extends CountableClaim {
  id?: string;
  status: string;
}

/** A claim with one of these statuses was not paid, so it used none of the benefit. */
export const statusesNotCountedTowardLimits: readonly string[] = ['denied', 'rejected', 'void'];

export function countsTowardLimits(claim: PriorClaim): boolean {
  return !statusesNotCountedTowardLimits.includes(claim.status);
}

export interface EpisodeClaims {
  /** False when the patient has no pregnancy on file: all her claims are counted together. */
  pregnancyKnown: boolean;
  assignment: EpisodeAssignment | null;
  claims: PriorClaim[];
}

/** The counted claims that belong to the same pregnancy as `date`. */
export function claimsInSameEpisode(
  date: string,
  episodes: readonly PregnancyEpisode[],
  claims: readonly PriorClaim[],
): EpisodeClaims {
  const counted = claims.filter(countsTowardLimits);
  if (episodes.length === 0) return { pregnancyKnown: false, assignment: null, claims: counted };
  const assignment = assignEpisode(date, episodes);
  if (!assignment) return { pregnancyKnown: true, assignment: null, claims: [] };
  const sameEpisode = counted.filter(
    (claim) => assignEpisode(claim.serviceDate, episodes)?.episode.id === assignment.episode.id,
  );
  return { pregnancyKnown: true, assignment, claims: sameEpisode };
}

export interface BenefitUsage {
  limit: PregnancyLimit;
  used: number;
  remaining: number;
}

/**
 * Each limit of the version as used on `date`: per-pregnancy limits from `pregnancyClaims`, rolling
 * and daily ones from all her `claims` for the patient. Claims not paid count nothing.
 */
export function benefitUsage(
  version: PayerProfileVersion,
  scope: { date: string; pregnancyClaims: readonly PriorClaim[]; claims: readonly PriorClaim[] },
): BenefitUsage[] {
  const counted = {
    pregnancyClaims: scope.pregnancyClaims.filter(countsTowardLimits),
    claims: scope.claims.filter(countsTowardLimits),
  };
  return version.limitsPerPregnancy.map((limit) => {
    const used = usedOn(limit, scope.date, counted);
    return { limit, used, remaining: Math.max(0, limit.max - used) };
  });
}

/** "Prenatal/postpartum visits 5 of 8 · Prenatal/postpartum units 46 of 80 · Labor used". */
export function formatBenefitUsage(usage: readonly BenefitUsage[]): string {
  return usage
    .map(({ limit, used }) => t.count(limit.label, limit.counts, used, limit.max, limit.per))
    .join(t.separator);
}

export interface BenefitTracker {
  /** The pregnancy the tracker counts; null when none is on file (then all claims count). */
  episode: PregnancyEpisode | null;
  usage: BenefitUsage[];
  /** How far the pregnancy is through the version's birth package, where it has one. */
  package: PackageProgress | null;
  text: string;
}

/**
 * The patient row's tracker: the pregnancy `today` falls in (or the latest one on file), and the
 * 12 months and the day up to today, counted with the limits of the version in force today.
 */
export function benefitTracker(input: {
  profile: PayerProfile;
  episodes: readonly PregnancyEpisode[];
  claims: readonly PriorClaim[];
  today: string;
  /** Her recommendations on file for the pregnancy: the visits each allows are counted. */
  recommendations?: readonly RecommendationOnFile[];
}): BenefitTracker {
  const { profile, episodes, claims, today } = input;
  const version = versionOn(profile, today) ?? profile.versions.at(-1)!;
  const current =
    assignEpisode(today, episodes)?.episode ??
    [...episodes].sort((a, b) => (a.expectedDueDate < b.expectedDueDate ? 1 : -1))[0] ??
    null;
  const pregnancyClaims = current
    ? claims.filter(
        (claim) => assignEpisode(claim.serviceDate, episodes)?.episode.id === current.id,
      )
    : claims;
  const usage = benefitUsage(version, { date: today, pregnancyClaims, claims });
  const progress = version.package
    ? packageProgress(version.package, pregnancyClaims.filter(countsTowardLimits))
    : null;
  const text = [
    formatBenefitUsage(usage),
    progress ? packageMessages.progress(progress.done, progress.total) : '',
    ...recommendationCounts(
      version.recommendations,
      pregnancyClaims.filter(countsTowardLimits),
      input.recommendations ?? [],
    ),
  ]
    .filter((part) => part !== '')
    .join(t.separator);
  return { episode: current, usage, package: progress, text };
}

export interface ClaimUse {
  limitId: string;
  label: string;
  /** The limit's total with this claim: the nth visit, or units or cents so far. */
  total: number;
  max: number;
  /** How far past the limit this claim would take it (0 within it). */
  over: number;
  overLimit: boolean;
}

/** What this claim would bring each of its limits to, and how far past any it would go. */
export function claimUses(
  usage: readonly BenefitUsage[],
  claim: Omit<CountableClaim, 'serviceDate'>,
): ClaimUse[] {
  return usage
    .filter(({ limit }) => (limit.serviceTypes as readonly string[]).includes(claim.serviceType))
    .map(({ limit, used }) => {
      const total = used + amountOf(limit, claim);
      const over = Math.max(0, total - limit.max);
      return {
        limitId: limit.id,
        label: limit.label,
        total,
        max: limit.max,
        over,
        overLimit: over > 0,
      };
    });
}

/**
 * A limit this visit may go past by right: the recommendation on file that covers it extends
 * that limit (California's second recommendation, nine postpartum visits past the eight).
 */
export interface LimitExtension {
  limitId: string;
  recommender: string;
  /** This visit's place among the recommendation's visits (1 for its first). */
  nth: number;
  /** How many visits the recommendation allows; null for every visit. */
  visits: number | null;
}

/**
 * "Prenatal/postpartum visits 6 of 8", or which limit this claim passes and by how much, or, past
 * a limit her recommendation extends, which of the recommendation's visits this one is.
 */
export function whatThisClaimWillUse(
  usage: readonly BenefitUsage[],
  claim: Omit<CountableClaim, 'serviceDate'>,
  extension: LimitExtension | null = null,
): { uses: ClaimUse[]; text: string } {
  const limits = new Map(usage.map(({ limit }) => [limit.id, limit]));
  const uses = claimUses(usage, claim);
  const words = (use: ClaimUse) => {
    const limit = limits.get(use.limitId)!;
    if (use.overLimit && extension?.limitId === use.limitId) {
      const { recommender, nth, visits } = extension;
      return t.beyondOnRecommendation(use.label, use.max, limit.per, nth, visits, recommender);
    }
    return use.overLimit
      ? limitMessages.over(use.label, limit.counts, use.total, use.max, limit.per)
      : t.willUse(use.label, limit.counts, use.total, use.max, limit.per);
  };
  const text = uses.length === 0 ? t.usesNothing : uses.map(words).join(t.separator);
  return { uses, text };
}

/** What the claim being checked would add to a limit: its lines' units and charge. */
export function claimAmountsOf(
  lines: ServiceLinesResult | null,
): Pick<CountableClaim, 'units' | 'chargeCents'> {
  if (!lines?.ok) return { units: 0, chargeCents: 0 };
  return {
    units: lines.lines.reduce((sum, line) => sum + line.units, 0),
    chargeCents: lines.totalCents,
  };
}
