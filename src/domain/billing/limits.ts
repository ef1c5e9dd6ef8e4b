import { z } from 'zod';
import { serviceTypeNames } from '#domain/claims/service-types';
import { addMonths } from './calendar.ts';
import { limitMeasures, limitPeriods } from './limit-kinds.ts';
import { limitMessages } from './limit-messages.ts';
import { billingMessages } from './messages.ts';

/**
 * A program's benefit limits as data: what a limit counts (visits, 15-minute units or dollars),
 * over which stretch of time (the pregnancy, the 12 months before the service, one day), how
 * many, and whether the payer certainly refuses past it (error) or may still pay (warning).
 */

const m = billingMessages.profile;
const lm = limitMessages.field;

export const overLimitSeverities = ['warning', 'error'] as const;

const limitObjectSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.slugInvalid),
    /** As the benefit tracker shows it: "Prenatal/postpartum". */
    label: z.string().trim().min(1).max(60),
    serviceTypes: z.array(z.enum(serviceTypeNames, { error: m.unknownServiceType })).min(1),
    counts: z.enum(limitMeasures, { error: lm.counts }).default('visits'),
    per: z.enum(limitPeriods, { error: lm.per }).default('pregnancy'),
    /** Visits, units, or cents for a dollar limit. */
    max: z.number({ error: lm.maxBelowOne }).min(1, lm.maxBelowOne).max(100_000_000, lm.maxTooBig),
    overLimit: z.enum(overLimitSeverities),
  })
  .strict()
  .superRefine((limit, ctx) => {
    if (Number.isInteger(limit.max)) return;
    const message = limit.counts === 'dollars' ? lm.dollarsWholeCents : lm.maxWhole;
    ctx.addIssue({ code: 'custom', path: ['max'], message });
  });

/**
 * Versions stored before limits named what they count wrote `maxPerPregnancy`: they keep their
 * meaning (visits per pregnancy) as the defaults above give it.
 */
function fromStoredLimit(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'max' in raw || !('maxPerPregnancy' in raw))
    return raw;
  const { maxPerPregnancy, ...rest } = raw as Record<string, unknown>;
  return { ...rest, max: maxPerPregnancy };
}

export const pregnancyLimitSchema = z.preprocess(fromStoredLimit, limitObjectSchema);
export type PregnancyLimit = z.output<typeof limitObjectSchema>;

/** A claim as a limit counts it: the units and the charge of its lines. */
export interface CountableClaim {
  serviceDate: string;
  serviceType: string;
  units: number;
  chargeCents: number;
}

/** How much of a limit one claim uses. */
export function amountOf(
  limit: Pick<PregnancyLimit, 'counts'>,
  claim: Pick<CountableClaim, 'units' | 'chargeCents'>,
): number {
  if (limit.counts === 'units') return claim.units;
  if (limit.counts === 'dollars') return claim.chargeCents;
  return 1;
}

/** The rolling year of a service date: after the same date a year before, up to the date itself. */
export function inRollingYear(claimDate: string, serviceDate: string): boolean {
  return claimDate > addMonths(serviceDate, -12) && claimDate <= serviceDate;
}

/**
 * The total a limit has used on a date. `pregnancyClaims` are the counted claims of the pregnancy
 * (the caller knows which that is); `claims` are all her counted claims for the patient.
 */
export function usedOn(
  limit: PregnancyLimit,
  date: string,
  scope: { pregnancyClaims: readonly CountableClaim[]; claims: readonly CountableClaim[] },
): number {
  const types = limit.serviceTypes as readonly string[];
  const within =
    limit.per === 'pregnancy'
      ? scope.pregnancyClaims
      : limit.per === 'day'
        ? scope.claims.filter((claim) => claim.serviceDate === date)
        : scope.claims.filter((claim) => inRollingYear(claim.serviceDate, date));
  return within
    .filter((claim) => types.includes(claim.serviceType))
    .reduce((sum, claim) => sum + amountOf(limit, claim), 0);
}

/** "Prenatal/postpartum: 8 visits per pregnancy", as the operator's screens list a limit. */
export function describeLimit(limit: PregnancyLimit): string {
  return limitMessages.describe(limit.label, limit.counts, limit.max, limit.per);
}
