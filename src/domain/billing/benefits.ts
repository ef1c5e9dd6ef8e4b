import { assignEpisode, type EpisodeAssignment, type PregnancyEpisode } from './episodes.ts';
import { billingMessages } from './messages.ts';
import {
  type PayerProfile,
  type PayerProfileVersion,
  type PregnancyLimit,
  versionOn,
} from './payer-profile.ts';

/**
 * Counting a pregnancy's covered visits: what is used, what is left, and what one more claim
 * would use. The limits come from the payer profile; the claims are the doula's own claims for
 * the patient.
 */

const t = billingMessages.tracker;

export interface PriorClaim {
  id?: string;
  serviceDate: string;
  serviceType: string;
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

export function benefitUsage(
  version: PayerProfileVersion,
  claims: readonly PriorClaim[],
): BenefitUsage[] {
  return version.limitsPerPregnancy.map((limit) => {
    const types = limit.serviceTypes as readonly string[];
    const used = claims.filter((claim) => types.includes(claim.serviceType)).length;
    return { limit, used, remaining: Math.max(0, limit.maxPerPregnancy - used) };
  });
}

/** "Prenatal/postpartum 5 of 8 · Extended postpartum 0 of 2 · Delivery or loss used". */
export function formatBenefitUsage(usage: readonly BenefitUsage[]): string {
  return usage
    .map(({ limit, used }) => {
      if (limit.maxPerPregnancy === 1)
        return used > 0 ? t.used(limit.label) : t.notUsed(limit.label);
      return t.countOf(limit.label, used, limit.maxPerPregnancy);
    })
    .join(t.separator);
}

export interface BenefitTracker {
  /** The pregnancy the tracker counts; null when none is on file (then all claims count). */
  episode: PregnancyEpisode | null;
  usage: BenefitUsage[];
  text: string;
}

/**
 * The patient row's tracker: the pregnancy `today` falls in (or the latest one on file), counted
 * with the limits of the profile version in force today.
 */
export function benefitTracker(input: {
  profile: PayerProfile;
  episodes: readonly PregnancyEpisode[];
  claims: readonly PriorClaim[];
  today: string;
}): BenefitTracker {
  const { profile, episodes, claims, today } = input;
  const version = versionOn(profile, today) ?? profile.versions.at(-1)!;
  const current =
    assignEpisode(today, episodes)?.episode ??
    [...episodes].sort((a, b) => (a.expectedDueDate < b.expectedDueDate ? 1 : -1))[0] ??
    null;
  const counted = current
    ? claims
        .filter(countsTowardLimits)
        .filter((claim) => assignEpisode(claim.serviceDate, episodes)?.episode.id === current.id)
    : claims.filter(countsTowardLimits);
  const usage = benefitUsage(version, counted);
  return { episode: current, usage, text: formatBenefitUsage(usage) };
}

export interface ClaimUse {
  limitId: string;
  label: string;
  /** This claim would be the nth of the pregnancy. */
  nth: number;
  max: number;
  overLimit: boolean;
}

/** What one more claim of this service type would use: "Prenatal/postpartum 6 of 8". */
export function whatThisClaimWillUse(
  usage: readonly BenefitUsage[],
  serviceType: string,
): { uses: ClaimUse[]; text: string } {
  const uses = usage
    .filter(({ limit }) => (limit.serviceTypes as readonly string[]).includes(serviceType))
    .map(({ limit, used }) => ({
      limitId: limit.id,
      label: limit.label,
      nth: used + 1,
      max: limit.maxPerPregnancy,
      overLimit: used + 1 > limit.maxPerPregnancy,
    }));
  const text =
    uses.length === 0
      ? t.usesNothing
      : uses
          .map((use) =>
            use.overLimit
              ? t.willUseOverLimit(use.label, use.max)
              : t.willUse(use.label, use.nth, use.max),
          )
          .join(t.separator);
  return { uses, text };
}
