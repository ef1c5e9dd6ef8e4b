import { explainAdjustment } from '#domain/billing-codes/remittance-reasons';
import { explainStatusCode, type FixPlace } from '#domain/glossary/index';
import type { PayerAnswer } from './payer-answer.ts';

/**
 * What a correction changes of what the payer sees, and which parts of the claim the payer's
 * answer named. A payer that turned a claim away turns away the same claim again; a correction
 * that changes nothing it would see only spends the filing window. The form says so before she
 * sends it, and the server refuses it with the same sentence.
 */
export const unchangedCorrectionMessage =
  'This correction changes nothing the payer would see. Change what the payer’s answer names before sending it again.';

/** The parts of a claim a correction can change, as the form groups them. */
export const correctionParts = [
  'patient',
  'service',
  'diagnoses',
  'dates',
  'location',
  'facility',
  'provider',
  'lines',
] as const;
export type CorrectionPart = (typeof correctionParts)[number];

/** Each part in her words ("This correction changes the diagnoses and the dates."). */
export const correctionPartWords: Record<CorrectionPart, string> = {
  patient: 'the patient’s details',
  service: 'the service',
  diagnoses: 'the diagnoses',
  dates: 'the dates and times',
  location: 'where the visit took place',
  facility: 'the facility’s details',
  provider: 'your billing details in My Account',
  lines: 'the service lines and amounts',
};

/**
 * A claim as the payer would see it: her choices in the form, the copies of the patient and the
 * facility, her billing details (a digest of them, compared only for equality) and, when known,
 * the priced lines. The note is not here: a payer acts on none of it.
 */
export interface CorrectionContent {
  serviceType: string;
  serviceAdditionalInputs: Record<string, string>;
  virtualMode: string;
  /** Absent where not known (a claim from before it was asked): the same as false. */
  afterAttemptedVbac?: boolean;
  diagnosisCodes: readonly string[];
  serviceDateFrom: string;
  serviceDateTo: string;
  serviceTimeFrom: string;
  serviceTimeTo: string;
  admittedDate: string;
  dischargedDate: string;
  serviceLocation: string;
  facilityId: string | null;
  patient: Readonly<Record<string, string>> | null;
  facility: Readonly<Record<string, string>> | null;
  /** Her billing details as a digest; '' when not known (a claim from before it was kept). */
  provider: string;
  /** The priced lines; compared only when both sides have them (the browser has none). */
  lines?: readonly unknown[];
}

/** Equal as data: key order in objects does not matter, array order does. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => same(left[key] ?? '', right[key] ?? ''));
  }
  return (a ?? '') === (b ?? '');
}

const trimmedInputs = (inputs: Record<string, string>) =>
  Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, value.trim()]));

/** A one-day visit is stored without its To date; the form fills it with the From date. */
const dateTo = (claim: CorrectionContent) => claim.serviceDateTo || claim.serviceDateFrom;
const atFacility = (claim: CorrectionContent) => claim.serviceLocation === 'facility';

const partsOf: Record<CorrectionPart, (claim: CorrectionContent) => unknown> = {
  patient: (claim) => claim.patient,
  service: (claim) => [
    claim.serviceType,
    trimmedInputs(claim.serviceAdditionalInputs),
    claim.serviceLocation === 'virtual' ? claim.virtualMode : '',
    claim.afterAttemptedVbac === true,
  ],
  diagnoses: (claim) => claim.diagnosisCodes.map((code) => code.trim().toUpperCase()),
  dates: (claim) => [
    claim.serviceDateFrom,
    dateTo(claim),
    claim.serviceTimeFrom,
    claim.serviceTimeTo,
    atFacility(claim) ? claim.admittedDate : '',
    atFacility(claim) ? claim.dischargedDate : '',
  ],
  location: (claim) => [claim.serviceLocation, atFacility(claim) ? (claim.facilityId ?? '') : ''],
  facility: (claim) => (atFacility(claim) ? claim.facility : null),
  // Unknown on either side counts as changed: a claim from before the digest was kept is never
  // refused for it, so she can always correct what her My Account holds.
  provider: (claim) => claim.provider || Symbol('unknown'),
  lines: (claim) => claim.lines,
};

/** The parts the correction changes, in the form's order; empty when the payer would see the same claim. */
export function correctionChanges(
  original: CorrectionContent,
  correction: CorrectionContent,
): CorrectionPart[] {
  return correctionParts.filter((part) => {
    if (part === 'lines' && (!original.lines || !correction.lines)) return false;
    const before = partsOf[part](original);
    const after = partsOf[part](correction);
    if (typeof before === 'symbol' || typeof after === 'symbol') return true;
    return !same(before, after);
  });
}

/** Why the correction may not be sent, or undefined when it changes something. */
export function unchangedCorrectionRefusal(
  original: CorrectionContent,
  correction: CorrectionContent,
): string | undefined {
  return correctionChanges(original, correction).length === 0
    ? unchangedCorrectionMessage
    : undefined;
}

/** A part of the claim the payer's answer named: its sentence and where she changes it. */
export interface PayerNamedPart {
  part: CorrectionPart;
  /** "The payer says your billing NPI is not valid." */
  sentence: string;
  /** Where she changes it: in the form itself ('new-claim') or elsewhere, with a link. */
  where: FixPlace;
}

/** Where each place of change is on the claim, when the glossary names the detail. */
const partOfPlace: Record<Exclude<FixPlace, 'new-claim'>, CorrectionPart> = {
  account: 'provider',
  patients: 'patient',
  facilities: 'facility',
};

/** 277CA status codes about a detail of the form itself (the glossary's 'new-claim' place). */
const formPartOfStatus: Record<string, CorrectionPart> = {
  '187': 'dates',
  '254': 'diagnoses',
};

/** 835 adjustment reasons that name one part of the claim. */
const partOfAdjustment: Record<string, { part: CorrectionPart; where: FixPlace }> = {
  '4': { part: 'service', where: 'new-claim' },
  '5': { part: 'location', where: 'new-claim' },
  '11': { part: 'diagnoses', where: 'new-claim' },
  '31': { part: 'patient', where: 'patients' },
  '109': { part: 'patient', where: 'patients' },
};

/**
 * The parts of the claim the payer's answer names, once each, in the answer's order: 277CA
 * statuses through the glossary, 835 adjustment reasons through the table above. Codes that name
 * no part (a duplicate, a filing limit) mark nothing.
 */
export function payerNamedParts(answer: PayerAnswer | null | undefined): PayerNamedPart[] {
  if (!answer) return [];
  const named: PayerNamedPart[] = [];
  const add = (found: PayerNamedPart) => {
    if (!named.some((item) => item.part === found.part && item.sentence === found.sentence)) {
      named.push(found);
    }
  };
  for (const triple of answer.statusCodes) {
    const fix = explainStatusCode(triple).fix;
    if (!fix) continue;
    const part =
      fix.where === 'new-claim'
        ? (formPartOfStatus[triple.status] ?? 'service')
        : partOfPlace[fix.where];
    add({ part, sentence: fix.sentence, where: fix.where });
  }
  for (const { group, reason } of answer.adjustments) {
    const mapped = Object.hasOwn(partOfAdjustment, reason) ? partOfAdjustment[reason] : undefined;
    const words = explainAdjustment(group, reason).reason;
    if (mapped && words) add({ ...mapped, sentence: words.plain });
  }
  return named;
}

/** A stored claim (as the API shows it) as its payer saw it, with its billing details' digest. */
export function correctionContentOf(
  claim: Omit<CorrectionContent, 'provider' | 'lines'>,
  provider: string,
): CorrectionContent {
  return {
    serviceType: claim.serviceType,
    serviceAdditionalInputs: claim.serviceAdditionalInputs,
    virtualMode: claim.virtualMode,
    afterAttemptedVbac: claim.afterAttemptedVbac === true,
    diagnosisCodes: claim.diagnosisCodes,
    serviceDateFrom: claim.serviceDateFrom,
    serviceDateTo: claim.serviceDateTo,
    serviceTimeFrom: claim.serviceTimeFrom,
    serviceTimeTo: claim.serviceTimeTo,
    admittedDate: claim.admittedDate,
    dischargedDate: claim.dischargedDate,
    serviceLocation: claim.serviceLocation,
    facilityId: claim.facilityId,
    patient: claim.patient,
    facility: claim.facility,
    provider,
  };
}

/**
 * GET /api/claims/:id/correction: what the correction form cannot know by itself, as the server
 * sees it now: the patient and the claim's facility as saved today (the correction copies
 * those, not the claim's old copies) and whether her billing details in My Account changed since
 * the claim was submitted.
 */
export interface CorrectionBasis {
  patient: Readonly<Record<string, string>> | null;
  facility: Readonly<Record<string, string>> | null;
  providerChanged: boolean;
}
