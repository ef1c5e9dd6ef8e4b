import { findServiceType } from '#domain/claims/service-types';
import { type PackageBilling, type PackageCountable, packageBillingOf } from './birth-package.ts';
import type { FacilityKind } from './code-sets.ts';
import { isSecondaryOnly, matchesFit, normalizeIcd10, icd10Exists } from './icd10.ts';
import {
  coverageProblem,
  linePointers,
  linePrice,
  lineModifiers,
  missingEveryLineDiagnoses,
} from './line-rules.ts';
import { billingMessages } from './messages.ts';
import type { Cents } from './money.ts';
import {
  type PayerProfile,
  type PayerProfileVersion,
  type ServiceRule,
  serviceRuleFor,
  versionOn,
} from './payer-profile.ts';
import type { DeliveryType } from './program-rules.ts';
import { type VisitLengthProblemCode, unitsFor, visitLengthProblem } from './visit-length.ts';

/**
 * Builds a claim's service lines from the payer profile in force on the date of service. The
 * client never sends codes, units or charges: they are always derived here, from the facts.
 */

const m = billingMessages.lines;

/** Where the visit happened, in the claim form's words. */
export const serviceSettings = ['home', 'facility', 'virtual'] as const;
export type ServiceSetting = (typeof serviceSettings)[number];

export const virtualModes = ['audio-video', 'audio-only'] as const;
export type VirtualMode = (typeof virtualModes)[number];

/** ICD-10-CM allows 12 diagnoses a claim (CMS-1500 box 21 A–L); a line points to up to 4. */
export const MAX_DIAGNOSES = 12;
export const MAX_POINTERS_PER_LINE = 4;

export interface ServiceFacts {
  serviceType: string;
  dateOfService: string;
  setting: ServiceSetting;
  /** For a facility visit. */
  facilityKind?: FacilityKind | null;
  /** For a virtual visit. */
  virtualMode?: VirtualMode | null;
  /** For a virtual visit: was the patient at home (place of service 10) or elsewhere (02)? */
  patientAtHome?: boolean | null;
  durationMinutes?: number | null;
  /** The calendar days from the service's first date to its last (a daily rate's units). */
  serviceDays?: number | null;
  /**
   * For labor priced by delivery type, when the service type does not say it alone (a
   * cesarean after an attempted VBAC); otherwise the service type's own.
   */
  deliveryType?: DeliveryType | null;
  /** In claim order; the first is the principal diagnosis. */
  diagnoses: readonly string[];
  /**
   * Her other counted claims of the same pregnancy, where a birth package may bill this one
   * (the claim check, at submit and before sending). Absent: every service bills on its own.
   */
  packageClaims?: readonly PackageCountable[] | null;
}

export interface ServiceLine {
  serviceType: string;
  dateOfService: string;
  procedureCode: string;
  modifiers: string[];
  units: number;
  /** Allowed amount per unit. */
  unitChargeCents: Cents;
  chargeCents: Cents;
  placeOfService: string;
  /** 1-based positions in the claim's diagnosis list (1 = A on the paper form). */
  diagnosisPointers: number[];
  /** False when the amount is an estimate rather than a published rate. */
  rateVerified: boolean;
  /** The kind of delivery the line was priced for, where the program prices labor so. */
  deliveryType?: DeliveryType;
}

export type LineProblemCode =
  | 'unknown-service-type'
  | 'no-version'
  | 'service-not-covered'
  | 'visit-kind-not-covered'
  | 'place-not-covered'
  | 'delivery-type-wrong'
  | 'required-diagnosis-missing'
  | 'virtual-mode-required'
  | 'facility-kind-required'
  | VisitLengthProblemCode
  | 'unknown-diagnosis'
  | 'too-many-diagnoses';

export interface LineProblem {
  code: LineProblemCode;
  /** The ServiceFacts key the problem is about. */
  field: keyof ServiceFacts;
  message: string;
}

export type ServiceLinesResult =
  | {
      ok: true;
      profileId: string;
      version: PayerProfileVersion;
      rule: ServiceRule;
      /** The claim's diagnoses, dotted and in order. */
      diagnoses: string[];
      lines: ServiceLine[];
      totalCents: Cents;
      /**
       * How a birth package billed it; absent when it bills on its own. A visit it covers has
       * no line and keeps the ones it would bill on its own, should the package not complete.
       */
      packageBilling?:
        | (Extract<PackageBilling, { kind: 'covered' }> & { ownLines: ServiceLine[] })
        | Extract<PackageBilling, { kind: 'package' | 'delivery-only' }>;
    }
  | { ok: false; problems: LineProblem[] };

export function placeOfServiceFor(
  version: PayerProfileVersion,
  facts: ServiceFacts,
): string | undefined {
  const pos = version.placeOfService;
  if (facts.setting === 'home') return pos.home;
  if (facts.setting === 'facility')
    return facts.facilityKind ? pos.facility[facts.facilityKind] : undefined;
  return facts.patientAtHome === false ? pos.telehealth.elsewhere : pos.telehealth.patientHome;
}

/**
 * Up to four pointers to the diagnoses that fit the line, in claim order, a code that may be
 * primary first. With no fitting diagnosis the line points at the principal one (the claim check
 * reports the mismatch).
 */
export function diagnosisPointersFor(
  diagnoses: readonly string[],
  fits: readonly string[],
): number[] {
  const fitting = diagnoses
    .map((code, index) => ({ code, pointer: index + 1 }))
    .filter(({ code }) => fits.some((fit) => matchesFit(code, fit)));
  const ordered = [
    ...fitting.filter(({ code }) => !isSecondaryOnly(code)),
    ...fitting.filter(({ code }) => isSecondaryOnly(code)),
  ];
  const pointers = ordered.slice(0, MAX_POINTERS_PER_LINE).map(({ pointer }) => pointer);
  return pointers.length > 0 || diagnoses.length === 0 ? pointers : [1];
}

/** A, B, … L: how the paper form writes a diagnosis pointer. */
export function pointerLetter(pointer: number): string {
  return String.fromCharCode(64 + pointer);
}

export function buildServiceLines(profile: PayerProfile, facts: ServiceFacts): ServiceLinesResult {
  const problems: LineProblem[] = [];
  const problem = (code: LineProblemCode, field: keyof ServiceFacts, message: string) =>
    problems.push({ code, field, message });

  const diagnoses: string[] = [];
  for (const raw of facts.diagnoses) {
    const code = normalizeIcd10(raw);
    if (!code || !icd10Exists(code))
      problem('unknown-diagnosis', 'diagnoses', m.unknownDiagnosis(raw.trim()));
    else diagnoses.push(code);
  }
  if (facts.diagnoses.length > MAX_DIAGNOSES)
    problem('too-many-diagnoses', 'diagnoses', m.tooManyDiagnoses);

  if (!findServiceType(facts.serviceType)) {
    problem('unknown-service-type', 'serviceType', m.unknownServiceType);
    return { ok: false, problems };
  }
  const version = versionOn(profile, facts.dateOfService);
  if (!version) {
    problem('no-version', 'dateOfService', m.noVersion(facts.dateOfService));
    return { ok: false, problems };
  }
  const visitKind = facts.setting === 'virtual' ? 'telehealth' : 'in-person';
  const rule = serviceRuleFor(version, facts.serviceType, visitKind);
  if (!rule) {
    const anyRule = version.services.some((r) => r.serviceType === facts.serviceType);
    if (!anyRule)
      problem('service-not-covered', 'serviceType', m.serviceNotCovered(facts.serviceType));
    else if (visitKind === 'telehealth') {
      problem('visit-kind-not-covered', 'setting', m.telehealthNotCovered(facts.serviceType));
    } else problem('visit-kind-not-covered', 'setting', m.inPersonNotCovered(facts.serviceType));
    return { ok: false, problems };
  }
  if (facts.setting === 'virtual' && !facts.virtualMode) {
    problem('virtual-mode-required', 'virtualMode', m.virtualModeRequired);
  }
  const coverage = coverageProblem(version, rule, facts);
  if (coverage) problem(coverage.code, coverage.field, coverage.message);
  const missing = missingEveryLineDiagnoses(version, diagnoses);
  if (missing.length > 0)
    problem(
      'required-diagnosis-missing',
      'diagnoses',
      m.requiredDiagnosisMissing(missing.join(', ')),
    );
  const placeOfService = placeOfServiceFor(version, facts);
  if (!placeOfService) problem('facility-kind-required', 'facilityKind', m.facilityKindRequired);
  const lengthProblem = visitLengthProblem(rule, facts.durationMinutes);
  const units = unitsFor(rule.unit, facts.durationMinutes, facts.serviceDays ?? 1);
  const lengthCode = lengthProblem ?? (units.ok ? null : units.code);
  if (lengthCode) problem(lengthCode, 'durationMinutes', lengthWords(lengthCode, rule));
  if (problems.length > 0 || !units.ok || lengthCode || !placeOfService)
    return { ok: false, problems };

  const price = linePrice(rule, facts);
  const fitting = diagnosisPointersFor(diagnoses, rule.diagnosisFits);
  const line: ServiceLine = {
    serviceType: facts.serviceType,
    dateOfService: facts.dateOfService,
    procedureCode: price.procedureCode,
    modifiers: lineModifiers(version, rule, facts),
    units: units.units,
    unitChargeCents: price.allowedCents,
    chargeCents: price.allowedCents * units.units,
    placeOfService,
    diagnosisPointers: linePointers(version, diagnoses, fitting, MAX_POINTERS_PER_LINE),
    rateVerified: price.rateVerified,
    ...(price.deliveryType ? { deliveryType: price.deliveryType } : {}),
  };
  const built = { ok: true, profileId: profile.id, version, rule, diagnoses } as const;
  return withPackage({ ...built, lines: [line], totalCents: line.chargeCents }, facts);
}

function lengthWords(code: VisitLengthProblemCode, rule: ServiceRule): string {
  if (code === 'duration-required') return m.durationRequired;
  if (code === 'duration-one-minute') return m.durationOneMinute;
  if (code === 'duration-below-minimum') return m.durationBelowMinimum(rule.minimumMinutes ?? 0);
  if (code === 'duration-under-one-unit' && rule.unit.kind === 'per-minutes')
    return m.durationUnderOneUnit(rule.unit.minutesPerUnit);
  return m.durationInvalid;
}

type Built = Extract<ServiceLinesResult, { ok: true }>;

/**
 * A claim's lines as a birth package bills them (birth-package.ts): a visit the package covers
 * keeps no line (recorded, not sent); the birth bills the package's code, or the delivery-only
 * code when the package was not completed, once, where its place and diagnoses were; anything
 * else keeps the line its own service rule gave.
 */
function withPackage(built: Built, facts: ServiceFacts): Built {
  if (!facts.packageClaims) return built;
  const billing = packageBillingOf(built.version.package, facts.serviceType, facts.packageClaims);
  if (billing.kind === 'own') return built;
  if (billing.kind === 'covered')
    return {
      ...built,
      lines: [],
      totalCents: 0,
      packageBilling: { ...billing, ownLines: built.lines },
    };
  const code = billing.kind === 'package' ? billing.pkg : billing.pkg.deliveryOnly;
  const lines = built.lines.map(({ deliveryType: _priced, ...line }) => ({
    ...line,
    procedureCode: code.procedureCode,
    modifiers: [...built.version.everyLineModifiers, ...code.modifiers],
    units: 1,
    unitChargeCents: code.allowedCents,
    chargeCents: code.allowedCents,
    rateVerified: code.rateVerified,
  }));
  return { ...built, lines, totalCents: code.allowedCents, packageBilling: billing };
}
