import { billingMessages } from './messages.ts';
import type { PayerProfileVersion, ServiceRule } from './payer-profile.ts';
import {
  type DeliveryType,
  deliveryTypeOf,
  deliveryTypesFor,
  lineKindOf,
  type TelehealthRule,
} from './program-rules.ts';

/** The facts of a visit these rules read (the service lines' ServiceFacts has them all). */
export interface LineFacts {
  setting: 'home' | 'facility' | 'virtual';
  virtualMode?: 'audio-video' | 'audio-only' | null;
  deliveryType?: DeliveryType | null;
}

/**
 * The program rules a line follows beyond its code and units: where and how it may be given,
 * what labor is priced at for the kind of delivery, the modifiers and diagnoses it carries.
 * Versions stored before these rules existed lack their fields: they bill as they always did
 * (telehealth by modifier and place of service, no delivery prices, no required diagnosis).
 */

const m = billingMessages.lines;

const storedTelehealth = (version: PayerProfileVersion): TelehealthRule =>
  version.telehealth ?? { signal: 'modifier-and-place-of-service', audioOnly: true };

export type CoverageProblem = {
  code: 'visit-kind-not-covered' | 'place-not-covered' | 'delivery-type-wrong';
  field: keyof LineFacts;
  message: string;
};

/** Whether the program pays for the service where and how it was given, and for its delivery. */
export function coverageProblem(
  version: PayerProfileVersion,
  rule: ServiceRule,
  facts: LineFacts,
): CoverageProblem | null {
  const telehealth = storedTelehealth(version);
  if (facts.setting === 'virtual') {
    if (telehealth.signal === 'not-covered')
      return problem('visit-kind-not-covered', 'setting', m.telehealthNotCovered(rule.serviceType));
    if (!telehealth.audioOnly && facts.virtualMode === 'audio-only')
      return problem('visit-kind-not-covered', 'virtualMode', m.audioOnlyNotCovered);
  }
  const places = rule.places ?? ['home', 'facility'];
  if (facts.setting === 'home' && !places.includes('home'))
    return problem('place-not-covered', 'setting', m.placeNotCovered(rule.serviceType));
  if (facts.deliveryType && !deliveryTypesFor(rule.serviceType).includes(facts.deliveryType))
    return problem('delivery-type-wrong', 'deliveryType', m.deliveryTypeWrong(rule.serviceType));
  return null;
}

function problem(
  code: CoverageProblem['code'],
  field: keyof LineFacts | 'deliveryType',
  message: string,
): CoverageProblem {
  return { code, field, message };
}

export interface LinePrice {
  procedureCode: string;
  allowedCents: number;
  rateVerified: boolean;
  /** Set when the program prices labor by the kind of delivery. */
  deliveryType?: DeliveryType;
}

/**
 * The code and rate of a line: the rule's own, which prices the delivery its service type names;
 * where the program prices another kind of delivery apart (a cesarean after an attempted VBAC),
 * that kind's code and rate when the claim says it was one.
 */
export function linePrice(rule: ServiceRule, facts: LineFacts): LinePrice {
  const own = {
    procedureCode: rule.procedureCode,
    allowedCents: rule.allowedCents,
    rateVerified: rule.rateVerified,
  };
  const prices = rule.byDeliveryType ?? [];
  if (prices.length === 0) return own;
  const deliveryType = facts.deliveryType ?? deliveryTypeOf(rule.serviceType);
  const price = prices.find((candidate) => candidate.deliveryType === deliveryType);
  if (!price) return deliveryType ? { ...own, deliveryType } : own;
  return {
    procedureCode: price.procedureCode,
    allowedCents: price.allowedCents,
    rateVerified: price.rateVerified,
    deliveryType: price.deliveryType,
  };
}

/**
 * A line's modifiers in order: the payer's every-line ones, those for its kind of line
 * (postpartum, labor), the service's own, then telehealth's where the payer signals it so.
 */
export function lineModifiers(
  version: PayerProfileVersion,
  rule: ServiceRule,
  facts: LineFacts,
): string[] {
  const kind = lineKindOf(rule.serviceType);
  const byKind = version.lineKindModifiers ?? { postpartum: [], labor: [] };
  const kindModifiers =
    kind === 'postpartum' ? byKind.postpartum : kind === 'labor' ? byKind.labor : [];
  const modifiers = [...version.everyLineModifiers, ...kindModifiers, ...rule.modifiers];
  const telehealth = storedTelehealth(version);
  if (
    facts.setting === 'virtual' &&
    facts.virtualMode &&
    telehealth.signal === 'modifier-and-place-of-service'
  ) {
    modifiers.push(version.telehealthModifiers[facts.virtualMode]);
  }
  return modifiers;
}

/** The diagnoses the payer wants on every line that the claim lacks. */
export function missingEveryLineDiagnoses(
  version: PayerProfileVersion,
  diagnoses: readonly string[],
): string[] {
  return (version.diagnosesOnEveryLine ?? []).filter((code) => !diagnoses.includes(code));
}

/** Pointers for a line: the every-line diagnoses first, then those that fit the service. */
export function linePointers(
  version: PayerProfileVersion,
  diagnoses: readonly string[],
  fitting: readonly number[],
  max: number,
): number[] {
  const required = (version.diagnosesOnEveryLine ?? [])
    .map((code) => diagnoses.indexOf(code) + 1)
    .filter((pointer) => pointer > 0);
  return [...new Set([...required, ...fitting])].slice(0, max);
}

/**
 * Whether the version prices a cesarean after an attempted VBAC apart from a cesarean (Oklahoma
 * does): only then does the claim form ask her which it was.
 */
export function pricesAttemptedVbacApart(
  version: PayerProfileVersion,
  serviceType: string,
): boolean {
  return version.services.some(
    (rule) =>
      rule.serviceType === serviceType &&
      (rule.byDeliveryType ?? []).some(
        (price) => price.deliveryType === 'cesarean-after-attempted-vbac',
      ),
  );
}
