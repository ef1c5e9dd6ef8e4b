import type { LimitMeasure, LimitPeriod } from './limit-kinds.ts';
import { formatCents } from './money.ts';

/**
 * The words of the benefit tracker and of a limit: "Prenatal/postpartum visits 5 of 8",
 * "This visit would be 9 of 8 prenatal/postpartum visits: 1 over the limit."
 */

type Measure = LimitMeasure;
type Period = LimitPeriod;

const periodWords: Record<Period, string> = {
  pregnancy: '',
  'rolling-12-months': ' in 12 months',
  day: ' in one day',
};

const amount = (measure: Measure, value: number) =>
  measure === 'dollars' ? formatCents(value) : String(value);

/** "visits 5 of 8", "units 46 of 80", "$460.00 of $800.00". */
const ofMax = (measure: Measure, used: number, max: number) =>
  `${measure === 'dollars' ? '' : `${measure} `}${amount(measure, used)} of ${amount(measure, max)}`;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

export const limitMessages = {
  field: {
    counts: 'A limit counts visits, units or dollars.',
    per: 'A limit is per pregnancy, per rolling 12 months or per day.',
    maxBelowOne: 'A limit’s maximum must be at least 1.',
    maxTooBig: 'A limit’s maximum is too large.',
    maxWhole: 'A limit’s maximum must be a whole number.',
    dollarsWholeCents: 'A dollar limit’s maximum must be in whole cents.',
  },
  tracker: {
    separator: ' · ',
    /** "Prenatal/postpartum visits 5 of 8", "Labor and delivery used". */
    count: (label: string, measure: Measure, used: number, max: number, per: Period) =>
      measure === 'visits' && max === 1
        ? `${label} ${used > 0 ? 'used' : 'not used yet'}${periodWords[per]}`
        : `${label} ${ofMax(measure, used, max)}${periodWords[per]}`,
    /** "Prenatal/postpartum visits 6 of 8": what this claim would make it. */
    willUse: (label: string, measure: Measure, total: number, max: number, per: Period) =>
      `${label} ${ofMax(measure, total, max)}${periodWords[per]}`,
    usesNothing: 'This visit does not count toward a visit limit.',
    /**
     * A visit past a limit that her recommendation on file allows: "Prenatal/postpartum visits:
     * all 8 used; this is visit 2 of the 9 the recommendation from Dana Lee allows".
     */
    beyondOnRecommendation: (
      label: string,
      max: number,
      per: Period,
      nth: number,
      allowed: number | null,
      recommender: string,
    ) =>
      `${label} visits: all ${max} used${periodWords[per]}; this is visit ${nth}` +
      (allowed === null
        ? ` past them, on the recommendation from ${recommender}`
        : ` of the ${allowed} the recommendation from ${recommender} allows`),
  },
  /** What this claim would bring a limit to, past it. */
  over: (label: string, measure: Measure, total: number, max: number, per: Period) => {
    const over = amount(measure, total - max);
    const noun =
      measure === 'dollars' ? `billed for ${lower(label)}` : `${lower(label)} ${measure}`;
    if (measure === 'visits' && max === 1)
      return `${label} is already used${periodWords[per]}: this one would be 1 over the limit.`;
    if (measure === 'visits')
      return `This visit would be ${total} of ${max} ${noun}${periodWords[per]}: ${over} over the limit.`;
    return `This visit would bring ${noun}${periodWords[per]} to ${amount(measure, total)} of ${amount(measure, max)}: ${over} over the limit.`;
  },
  describe: (label: string, measure: Measure, max: number, per: Period) =>
    `${label}: ${measure === 'dollars' ? formatCents(max) : `${max} ${max === 1 ? measure.slice(0, -1) : measure}`}${
      per === 'pregnancy' ? ' per pregnancy' : periodWords[per]
    }`,
} as const;
