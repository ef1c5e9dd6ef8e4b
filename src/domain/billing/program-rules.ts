import { z } from 'zod';
import { isRealIsoDate, writtenDate } from '#domain/common/dates';
import { findServiceGroup } from '#domain/claims/service-types';
import { isModifierCode, isProcedureCode } from './code-sets.ts';
import { icd10Exists } from './icd10.ts';
import { billingMessages } from './messages.ts';

/**
 * The parts of a program's rules that vary from state to state beyond codes and rates: where a
 * version's facts were read and which of them are not verified, labor priced by the kind of
 * delivery, modifiers for a kind of line, how telehealth is signalled and the diagnoses every
 * line carries. Versions written before these existed lack them and bill as they did.
 */

const m = billingMessages.profile;

/** Where a version's facts were read: a manual, a regulation or a page, and when. */
export const versionSourceSchema = z
  .object({
    title: z.string().trim().min(1, m.sourceTitle).max(200, m.sourceTitle),
    /** A web address, or a citation (a manual's name and section) where there is none. */
    citation: z.string().trim().min(1, m.sourceCitation).max(500, m.sourceCitation),
    readOn: z.string().refine(isRealIsoDate, m.sourceReadOn),
  })
  .strict();
export type VersionSource = z.output<typeof versionSourceSchema>;

/** A source as the operator's screens write it: "Title (address), read December 2, 2026". */
export function describeSource(source: VersionSource): string {
  return `${source.title} (${source.citation}), read ${writtenDate(source.readOn)}`;
}

/** A version's sources in words, the main one first; a version stored without one says so. */
export function describeSources(version: {
  source?: VersionSource | undefined;
  moreSources?: readonly VersionSource[];
}): string[] {
  if (!version.source) return ['No source recorded (added before sources were kept)'];
  return [version.source, ...(version.moreSources ?? [])].map(describeSource);
}

/** A service rule's parts an operator may mark as not verified (its rate has `rateVerified`). */
export const serviceRuleParts = [
  'procedureCode',
  'modifiers',
  'unit',
  'minimumMinutes',
  'visitKinds',
  'places',
  'diagnosisFits',
] as const;

/** A version's own rules an operator may mark as not verified. */
export const versionRuleParts = [
  'everyLineModifiers',
  'lineKindModifiers',
  'telehealth',
  'placeOfService',
  'limitsPerPregnancy',
  'visitsPerDay',
  'timelyFiling',
  'diagnosesOnEveryLine',
] as const;

const partWords: Record<
  (typeof serviceRuleParts)[number] | (typeof versionRuleParts)[number],
  string
> = {
  procedureCode: 'procedure code',
  modifiers: 'modifiers',
  unit: 'unit rule',
  minimumMinutes: 'minimum visit length',
  visitKinds: 'telehealth coverage',
  places: 'places covered',
  diagnosisFits: 'diagnoses that fit',
  everyLineModifiers: 'modifiers on every line',
  lineKindModifiers: 'postpartum and labor modifiers',
  telehealth: 'telehealth signal',
  placeOfService: 'places of service',
  limitsPerPregnancy: 'limits per pregnancy',
  visitsPerDay: 'visits a day',
  timelyFiling: 'filing window',
  diagnosesOnEveryLine: 'diagnoses on every line',
};

/** "not verified: procedure code, filing window", for the operator's screens; '' when none. */
export function unverifiedWords(parts: readonly (keyof typeof partWords)[] | undefined): string {
  return parts && parts.length > 0
    ? `not verified: ${parts.map((part) => partWords[part]).join(', ')}`
    : '';
}

/**
 * The kinds of delivery a program may price labor by. Three follow from the service type; a
 * cesarean after an attempted VBAC is said on the claim.
 */
export const deliveryTypes = [
  'vaginal',
  'cesarean',
  'vbac',
  'cesarean-after-attempted-vbac',
] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const deliveryTypeWords: Record<DeliveryType, string> = {
  vaginal: 'vaginal birth',
  cesarean: 'cesarean',
  vbac: 'vaginal birth after cesarean (VBAC)',
  'cesarean-after-attempted-vbac': 'cesarean after an attempted VBAC',
};

const impliedDeliveryType: Record<string, DeliveryType> = {
  'Support for Vaginal Delivery': 'vaginal',
  'VBAC (Vaginal Birth After Cesarean)': 'vbac',
  'Cesarean Section': 'cesarean',
};

/** The delivery type a labor service type names, when it names one. */
export function deliveryTypeOf(serviceType: string): DeliveryType | undefined {
  return impliedDeliveryType[serviceType];
}

/** The delivery types a claim of a service type may say it was (a cesarean may follow a trial). */
export function deliveryTypesFor(serviceType: string): DeliveryType[] {
  const implied = deliveryTypeOf(serviceType);
  if (!implied) return [];
  return implied === 'cesarean' ? ['cesarean', 'cesarean-after-attempted-vbac'] : [implied];
}

export const deliveryPriceSchema = z
  .object({
    deliveryType: z.enum(deliveryTypes, { error: m.unknownDeliveryType }),
    procedureCode: z.string().refine(isProcedureCode, m.unknownProcedureCode),
    allowedCents: z.number().int(m.wholeCents).nonnegative(m.wholeCents),
    rateVerified: z.boolean().default(true),
  })
  .strict();

const modifier = z.string().refine(isModifierCode, m.unknownModifier);

/** Modifiers a program puts on one kind of line only (Maryland: U9 on postpartum visits). */
export const lineKindModifiersSchema = z
  .object({
    postpartum: z.array(modifier).max(2).default([]),
    labor: z.array(modifier).max(2).default([]),
  })
  .strict();

export type LineKind = 'prenatal' | 'postpartum' | 'labor' | 'loss';

/** The kind of line a service type bills, from its group in the product's list. */
export function lineKindOf(serviceType: string): LineKind {
  const group = findServiceGroup(serviceType);
  if (group === 'Postpartum') return 'postpartum';
  if (group === 'Labor & Delivery') return 'labor';
  if (group === 'Pregnancy Loss') return 'loss';
  return 'prenatal';
}

/**
 * How a telehealth line says so. `modifier-and-place-of-service` (95 or 93, and place of service
 * 10 or 02) is what every version before this field did; `place-of-service` leaves the modifier
 * off (Maryland fee-for-service reads place of service 02); `not-covered` refuses telehealth for
 * every service. `audioOnly` false refuses a visit by phone only.
 */
export const telehealthSchema = z
  .object({
    signal: z
      .enum(['modifier-and-place-of-service', 'place-of-service', 'not-covered'])
      .default('modifier-and-place-of-service'),
    audioOnly: z.boolean().default(true),
  })
  .strict();
export type TelehealthRule = z.output<typeof telehealthSchema>;

/** A diagnosis every line must carry (Maryland: Z32.2), as a whole code. */
export const everyLineDiagnosis = z
  .string()
  .refine((code) => !code.endsWith('*') && icd10Exists(code), m.unknownDiagnosis);

/** Where an in-person service may take place (Oklahoma and Maryland pay no home birth). */
export const inPersonPlaces = ['home', 'facility'] as const;
