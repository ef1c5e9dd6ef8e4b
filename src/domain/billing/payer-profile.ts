import { z } from 'zod';
import { isRealIsoDate } from '#domain/common/dates';
import { serviceTypeNames } from '#domain/claims/service-types';
import { usStateCodes } from '#domain/records/us-states';
import { isModifierCode, isPlaceOfServiceCode, isProcedureCode } from './code-sets.ts';
import { birthPackageSchema, checkBirthPackage } from './birth-package.ts';
import { billingArrangementsSchema } from './billing-arrangements.ts';
import { codesForFit, icd10Exists } from './icd10.ts';
import { type PregnancyLimit, overLimitSeverities, pregnancyLimitSchema } from './limits.ts';
import { billingMessages } from './messages.ts';
import { type RecommendationRules, recommendationRulesSchema } from './recommendation-rules.ts';
import { reconsiderationWindowSchema } from './reconsideration-window.ts';
import {
  deliveryPriceSchema,
  deliveryTypesFor,
  everyLineDiagnosis,
  inPersonPlaces,
  lineKindModifiersSchema,
  serviceRuleParts,
  telehealthSchema,
  versionRuleParts,
  versionSourceSchema,
} from './program-rules.ts';

/**
 * A payer profile: everything one kind of payer needs to price and code a doula claim, kept as
 * data an operator can edit. A profile has versions, each in force from `effectiveFrom` to
 * `effectiveTo` (both inclusive; no end means "until further notice"); a claim is always coded
 * and priced by the version in force on its date of service, so a new version never changes
 * how an earlier date is billed.
 */

const m = billingMessages.profile;

const isoDate = z.string().refine(isRealIsoDate, m.dateInvalid);
const procedureCode = z.string().refine(isProcedureCode, m.unknownProcedureCode);
const modifier = z.string().refine(isModifierCode, m.unknownModifier);
const placeOfService = z.string().refine(isPlaceOfServiceCode, m.unknownPlaceOfService);
const cents = z.number().int(m.wholeCents).nonnegative(m.wholeCents);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.slugInvalid);

/** A diagnosis fit: one code ("Z33.1") or a whole category ("Z34.*") of the bundled subset. */
const diagnosisFit = z.string().refine((fit) => {
  if (fit.endsWith('*')) return codesForFit(fit).length > 0;
  return icd10Exists(fit);
}, m.unknownDiagnosis);

/**
 * How a program turns minutes into units. `any-started-unit` counts every unit begun (61 minutes
 * of 15-minute units are 5), the rule every version written before programs named their own;
 * `whole-units` counts only units the time reaches (61 minutes are 4); `eight-minute-rule` is the
 * CMS rule: a unit counts once more than half of it is reached (68 minutes are 5, 67 are 4).
 */
export const unitRoundings = ['any-started-unit', 'whole-units', 'eight-minute-rule'] as const;
export type UnitRounding = (typeof unitRoundings)[number];

export const unitRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per-visit') }).strict(),
  z
    .object({
      kind: z.literal('per-minutes'),
      minutesPerUnit: z.number().int().positive(),
      rounding: z.enum(unitRoundings).default('any-started-unit'),
      /** The most units one visit may bill (Maryland: 4); longer visits bill this many. */
      maxUnitsPerVisit: z.number().int().min(1, m.ceilingBelowOneUnit).nullable().default(null),
    })
    .strict(),
  z
    .object({
      /**
       * A daily rate (labor in Maryland and Utah, T1033 "per diem"): one unit for each calendar
       * day the service spans, from Service Date From to Service Date To.
       */
      kind: z.literal('per-day'),
      /** The most days one claim may bill; null for no ceiling. */
      maxUnitsPerVisit: z.number().int().min(1, m.ceilingBelowOneUnit).nullable().default(null),
    })
    .strict(),
]);
export type UnitRuleInput = z.input<typeof unitRuleSchema>;

/** In person, or by telehealth (audio-video or audio-only: the modifier tells them apart). */
export const visitKinds = ['in-person', 'telehealth'] as const;
export type VisitKind = (typeof visitKinds)[number];

export const serviceRuleSchema = z
  .object({
    serviceType: z.enum(serviceTypeNames, { error: m.unknownServiceType }),
    /** Which ways of delivering the service this rule codes. */
    visitKinds: z.array(z.enum(visitKinds)).min(1).default(['in-person', 'telehealth']),
    procedureCode,
    /** Modifiers for this service only, added after the profile's every-line modifiers. */
    modifiers: z.array(modifier).max(3).default([]),
    unit: unitRuleSchema,
    /** The shortest visit the program pays for, in minutes (Oklahoma 60, New York 30). */
    minimumMinutes: z
      .number()
      .int(m.minimumMinutes)
      .min(1, m.minimumMinutes)
      .max(1440, m.minimumMinutes)
      .nullable()
      .default(null),
    /** The allowed amount per unit (per visit for per-visit codes), in cents. */
    allowedCents: cents,
    /** False when the amount is our estimate, not a published rate (shown as an estimate). */
    rateVerified: z.boolean().default(true),
    /** The diagnoses that fit this service; a claim's diagnoses must come from this list. */
    diagnosisFits: z.array(diagnosisFit).min(1, m.diagnosisFitsRequired),
    /** Where an in-person visit may be (no home births: only `facility`). */
    places: z.array(z.enum(inPersonPlaces)).min(1).default(['home', 'facility']),
    /**
     * Labor priced by the kind of delivery: the rule's own code and rate price the delivery its
     * service type names; another kind the claim says it was (a cesarean after an attempted
     * VBAC) is priced here.
     */
    byDeliveryType: z.array(deliveryPriceSchema).max(4).default([]),
    /** Which of this rule's parts were not verified in the version's sources. */
    unverified: z.array(z.enum(serviceRuleParts)).default([]),
  })
  .strict();
export type ServiceRule = z.output<typeof serviceRuleSchema>;

const periodSchema = z
  .object({ amount: z.number().int().positive(), unit: z.enum(['days', 'months']) })
  .strict();
export type Period = z.output<typeof periodSchema>;

export const timelyFilingSchema = z
  .object({
    /** Medi-Cal counts from the end of the month of service; most payers from the date itself. */
    measuredFrom: z.enum(['date-of-service', 'end-of-service-month']),
    /** After this the payer refuses the claim. */
    limit: periodSchema,
    /** After this (but within the limit) the payer still pays, at a reduced rate. */
    reducedAfter: periodSchema.nullable().default(null),
    /** Warn this many days before the next deadline. */
    warnDaysBefore: z.number().int().nonnegative(),
  })
  .strict();
export type TimelyFiling = z.output<typeof timelyFilingSchema>;

export const payerProfileVersionSchema = z
  .object({
    effectiveFrom: isoDate,
    effectiveTo: isoDate.nullable().default(null),
    /** Added to every line of this payer (e.g. XP). */
    everyLineModifiers: z.array(modifier).max(2).default([]),
    telehealthModifiers: z.object({ 'audio-video': modifier, 'audio-only': modifier }).strict(),
    placeOfService: z
      .object({
        home: placeOfService,
        facility: z
          .object({
            hospital: placeOfService,
            'birthing-center': placeOfService,
            clinic: placeOfService,
          })
          .strict(),
        telehealth: z.object({ patientHome: placeOfService, elsewhere: placeOfService }).strict(),
      })
      .strict(),
    services: z.array(serviceRuleSchema).min(1),
    limitsPerPregnancy: z.array(pregnancyLimitSchema).default([]),
    visitsPerDay: z
      .object({ max: z.number().int().positive(), overLimit: z.enum(overLimitSeverities) })
      .strict()
      .nullable()
      .default(null),
    timelyFiling: timelyFilingSchema,
    /**
     * Where these rules were read. Required of every new version; versions stored before
     * sources were kept have none, and say so.
     */
    source: versionSourceSchema.optional(),
    moreSources: z.array(versionSourceSchema).max(5).default([]),
    /** Which of the version's own rules were not verified in its sources. */
    unverified: z.array(z.enum(versionRuleParts)).default([]),
    lineKindModifiers: lineKindModifiersSchema.default({ postpartum: [], labor: [] }),
    telehealth: telehealthSchema.default({
      signal: 'modifier-and-place-of-service',
      audioOnly: true,
    }),
    /** Diagnoses every line carries (Maryland: Z32.2); a claim without them is refused. */
    diagnosesOnEveryLine: z.array(everyLineDiagnosis).max(2).default([]),
    /** A birth package (Oregon); without one every visit is billed on its own. */
    package: birthPackageSchema.optional(),
    /** Who may bill (billing-arrangements.ts); absent: she herself only. */
    billingArrangements: billingArrangementsSchema.optional(),
    /** Which visits need a licensed provider's recommendation; none asked without it. */
    recommendations: recommendationRulesSchema.optional(),
    /** How long she has to ask the payer to reconsider; without one, the shortest window seen. */
    reconsideration: reconsiderationWindowSchema.optional(),
  })
  .strict()
  .superRefine((version, ctx) => {
    checkBirthPackage(version, ctx);
    const datesReal =
      isRealIsoDate(version.effectiveFrom) &&
      (version.effectiveTo === null || isRealIsoDate(version.effectiveTo));
    if (datesReal && version.effectiveTo !== null && version.effectiveTo < version.effectiveFrom) {
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: m.endBeforeStart });
    }
    const seen = new Set<string>();
    version.services.forEach((rule, index) => {
      for (const kind of rule.visitKinds) {
        const key = `${rule.serviceType}|${kind}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['services', index, 'visitKinds'],
            message: m.serviceCodedTwice(rule.serviceType, kind),
          });
        }
        seen.add(key);
      }
      checkDeliveryPrices(rule, index, ctx);
      // X12 and the paper form hold four modifiers a line; telehealth may add one.
      const kindModifiers = Math.max(
        version.lineKindModifiers.postpartum.length,
        version.lineKindModifiers.labor.length,
      );
      if (version.everyLineModifiers.length + kindModifiers + rule.modifiers.length + 1 > 4) {
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, 'modifiers'],
          message: m.tooManyModifiers,
        });
      }
    });
    const limitIds = new Set<string>();
    version.limitsPerPregnancy.forEach((limit, index) => {
      if (limitIds.has(limit.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['limitsPerPregnancy', index, 'id'],
          message: m.limitTwice,
        });
      }
      limitIds.add(limit.id);
    });
    checkExtendedLimits(version.recommendations, limitIds, ctx);
    const { limit, reducedAfter } = version.timelyFiling;
    if (reducedAfter && periodInDays(reducedAfter) >= periodInDays(limit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['timelyFiling', 'reducedAfter'],
        message: m.reducedAfterLimit,
      });
    }
  });
export type PayerProfileVersion = z.output<typeof payerProfileVersionSchema>;
export type PayerProfileVersionInput = z.input<typeof payerProfileVersionSchema>;

/** A version an operator adds now: as above, and it must name its source. */
export const newPayerProfileVersionSchema = payerProfileVersionSchema.refine(
  (version) => version.source !== undefined,
  { path: ['source'], message: m.sourceRequired },
);

/** A recommendation that lets visits go past a limit names a limit the version has. */
function checkExtendedLimits(
  rules: RecommendationRules | undefined,
  limitIds: ReadonlySet<string>,
  ctx: z.RefinementCtx,
) {
  rules?.perClient.forEach((rule, index) => {
    if (rule.extendsLimit !== null && !limitIds.has(rule.extendsLimit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['recommendations', 'perClient', index, 'extendsLimit'],
        message: m.extendsUnknownLimit(rule.extendsLimit),
      });
    }
  });
}

/** Delivery prices only on a labor service, each kind once and one the service can be. */
function checkDeliveryPrices(
  rule: z.output<typeof serviceRuleSchema>,
  index: number,
  ctx: z.RefinementCtx,
) {
  const allowed = deliveryTypesFor(rule.serviceType);
  const seen = new Set<string>();
  rule.byDeliveryType.forEach((price, priceIndex) => {
    const path = ['services', index, 'byDeliveryType', priceIndex, 'deliveryType'];
    if (!allowed.includes(price.deliveryType))
      ctx.addIssue({ code: 'custom', path, message: m.deliveryPriceNotLabor });
    else if (seen.has(price.deliveryType))
      ctx.addIssue({ code: 'custom', path, message: m.deliveryPriceTwice });
    seen.add(price.deliveryType);
  });
}

/** Rough length of a period, only to compare two periods of a profile. */
function periodInDays(period: Period): number {
  return period.unit === 'days' ? period.amount : period.amount * 31;
}

/**
 * The state whose Medicaid program a profile bills (Medi-Cal: California). A Medicaid patient is
 * billed by her own state's program, so a state's profile is never used for another state's
 * patient; null for profiles not tied to a state (commercial plans).
 */
const medicaidState = z.enum(usStateCodes, { error: m.unknownState }).nullable().default(null);

export const payerProfileSchema = z
  .object({
    id: slug,
    name: z.string().trim().min(1, m.nameRequired).max(100),
    medicaidState,
    versions: z.array(payerProfileVersionSchema).min(1, m.versionRequired),
  })
  .strict()
  .superRefine((profile, ctx) => {
    profile.versions.forEach((version, index) => {
      profile.versions.forEach((other, otherIndex) => {
        if (otherIndex >= index || !versionsOverlap(version, other)) return;
        ctx.addIssue({
          code: 'custom',
          path: ['versions', index, 'effectiveFrom'],
          message: m.overlappingVersions(other.effectiveFrom, other.effectiveTo),
        });
      });
    });
  });
export type PayerProfile = z.output<typeof payerProfileSchema>;
export type PayerProfileInput = z.input<typeof payerProfileSchema>;

/**
 * A new profile as an operator adds it: a name and its versions. The id is made from the name
 * by the server (ids never come from a client); the whole profile is then checked as above.
 */
export const payerProfileCreateSchema = z
  .object({
    name: z.string().trim().min(1, m.nameRequired).max(100),
    medicaidState,
    versions: z.array(newPayerProfileVersionSchema).min(1, m.versionRequired),
  })
  .strict();
export type PayerProfileCreateInput = z.input<typeof payerProfileCreateSchema>;

/** A profile asks about a quiet claim after 30 days unless an operator says otherwise. */
export const DEFAULT_CLAIM_STATUS_AFTER_DAYS = 30;
const MIN_CLAIM_STATUS_AFTER_DAYS = 7;
const MAX_CLAIM_STATUS_AFTER_DAYS = 365;

/**
 * A new name for a profile. Only the name changes: the id stays, because the payer mapping and
 * stored claims refer to it (a claim keeps the name it was priced under).
 */
export const payerProfileRenameSchema = z
  .object({
    name: z.string().trim().min(1, m.nameRequired).max(100),
    /** When to ask the payer about a claim it accepted with no 835 yet (a 276), in days. */
    claimStatusAfterDays: z
      .number()
      .int(m.claimStatusAfterDays)
      .min(MIN_CLAIM_STATUS_AFTER_DAYS, m.claimStatusAfterDays)
      .max(MAX_CLAIM_STATUS_AFTER_DAYS, m.claimStatusAfterDays)
      .optional(),
  })
  .strict();

export type PayerProfileRenameInput = z.input<typeof payerProfileRenameSchema>;

/** "Blue Shield PPO (2025)" → "blue-shield-ppo-2025". */
export function payerProfileIdFor(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'profile';
}

type Dated = { effectiveFrom: string; effectiveTo: string | null };

export function versionsOverlap(a: Dated, b: Dated): boolean {
  const aEndsBeforeB = a.effectiveTo !== null && a.effectiveTo < b.effectiveFrom;
  const bEndsBeforeA = b.effectiveTo !== null && b.effectiveTo < a.effectiveFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/** The version in force on a date of service, if any. */
export function versionOn(
  profile: PayerProfile,
  dateOfService: string,
): PayerProfileVersion | undefined {
  return profile.versions.find(
    (version) =>
      dateOfService >= version.effectiveFrom &&
      (version.effectiveTo === null || dateOfService <= version.effectiveTo),
  );
}

/** The rule that codes a service type delivered in person or by telehealth. */
export function serviceRuleFor(
  version: PayerProfileVersion,
  serviceType: string,
  visitKind: VisitKind,
): ServiceRule | undefined {
  return version.services.find(
    (rule) => rule.serviceType === serviceType && rule.visitKinds.includes(visitKind),
  );
}

/** Every fit the version lists for a service type, whichever way it is delivered. */
export function diagnosisFitsFor(version: PayerProfileVersion, serviceType: string): string[] {
  const fits = version.services
    .filter((rule) => rule.serviceType === serviceType)
    .flatMap((rule) => rule.diagnosisFits);
  return [...new Set(fits)];
}

/** The pregnancy limits a service type counts against. */
export function limitsFor(version: PayerProfileVersion, serviceType: string): PregnancyLimit[] {
  return version.limitsPerPregnancy.filter((limit) =>
    (limit.serviceTypes as readonly string[]).includes(serviceType),
  );
}
