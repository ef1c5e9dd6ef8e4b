import { z } from 'zod';
import { isRealIsoDate } from '#domain/common/dates';
import { serviceTypeNames } from '#domain/claims/service-types';
import { billingMessages } from './messages.ts';
import { versionSourceSchema } from './program-rules.ts';

/**
 * Where a program's visits get the licensed provider's recommendation Medicaid pays them on, as
 * data of the profile version: a statewide standing order covering some visits (each group up to
 * a number of visits a pregnancy, or all of them), and the per-client forms a visit the order
 * does not cover needs (who may sign, how long one is good for, how many visits it covers). A
 * version without it asks for nothing, as every version stored before it did.
 */

const m = billingMessages.profile;
const isoDate = z.string().refine(isRealIsoDate, m.dateInvalid);
const serviceType = z.enum(serviceTypeNames, { error: m.unknownServiceType });

/** The licences a recommender may hold, as the programs' texts name them. */
export const licenceTypes = [
  'physician',
  'obstetrician',
  'certified-nurse-midwife',
  'nurse-practitioner',
  'physician-assistant',
  'licensed-midwife',
  'other-licensed-provider',
] as const;
export type LicenceType = (typeof licenceTypes)[number];

export const licenceWords: Record<LicenceType, string> = {
  physician: 'Physician (MD or DO)',
  obstetrician: 'Obstetrician (OB)',
  'certified-nurse-midwife': 'Certified nurse-midwife (CNM)',
  'nurse-practitioner': 'Nurse practitioner (NP or CNP)',
  'physician-assistant': 'Physician assistant (PA)',
  'licensed-midwife': 'Licensed midwife (LM)',
  'other-licensed-provider': 'Another licensed provider',
};

/** The parts of a recommendation rule a version may mark as not read in its sources. */
export const recommendationRuleParts = [
  'standingOrderDate',
  'standingOrderIssuer',
  'standingOrderCovers',
  'signers',
  'goodFor',
  'visits',
  'formName',
] as const;

const coverGroupSchema = z
  .object({
    serviceTypes: z.array(serviceType).min(1),
    /** How many of these visits a pregnancy the order covers; null for every one. */
    visits: z.number().int().min(1).nullable().default(null),
  })
  .strict();

const standingOrderSchema = z
  .object({
    /** As she reads it: "New York's standing order". */
    name: z.string().trim().min(1).max(100),
    issuer: z.string().trim().min(1).max(200),
    /** The date it was issued; null where no source gave one (then it is not shown). */
    date: isoDate.nullable(),
    covers: z.array(coverGroupSchema).min(1),
    source: versionSourceSchema,
  })
  .strict();
export type StandingOrder = z.output<typeof standingOrderSchema>;

const perClientSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.slugInvalid),
    /** The form as the error quotes it: "a second recommendation from a licensed provider". */
    formName: z.string().trim().min(1).max(120),
    /** The visits that need it when the standing order does not cover them. */
    serviceTypes: z.array(serviceType).min(1),
    signers: z.array(z.enum(licenceTypes)).min(1),
    /** How long one is good for from the day it was signed; null where no source says. */
    goodForMonths: z.number().int().min(1).max(60).nullable().default(null),
    /** How many visits one covers; null for every visit of the pregnancy. */
    visits: z.number().int().min(1).nullable().default(null),
    /**
     * The pregnancy limit (its id) a visit it covers goes beyond by right: California's second
     * recommendation allows nine postpartum visits past the eight, so the limit does not warn of
     * them. Null where it only permits visits within the limits (Oklahoma's referral form).
     */
    extendsLimit: z.string().nullable().default(null),
    source: versionSourceSchema,
  })
  .strict();
export type PerClientRecommendation = z.output<typeof perClientSchema>;

export const recommendationRulesSchema = z
  .object({
    standingOrder: standingOrderSchema.nullable().default(null),
    perClient: z.array(perClientSchema).max(5).default([]),
    unverified: z.array(z.enum(recommendationRuleParts)).default([]),
  })
  .strict();
export type RecommendationRules = z.output<typeof recommendationRulesSchema>;
export type RecommendationRulesInput = z.input<typeof recommendationRulesSchema>;

/** "Covered by New York's standing order of 2024-06-10". */
export function standingOrderWords(order: Pick<StandingOrder, 'name' | 'date'>): string {
  return order.date ? `${order.name} of ${order.date}` : order.name;
}
