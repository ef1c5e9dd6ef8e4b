import {
  ACTIVE_COVERAGE_CODES,
  INACTIVE_COVERAGE_CODES,
  type RejectionExplanation,
} from '#domain/glossary/index';

/**
 * What a 271 eligibility response says, in the shapes the 271 reader returns, and the few
 * conclusions drawn from it: is the member covered, in which plan and for which dates, and does
 * the payer point at a managed-care plan to bill instead.
 */

/** An AAA segment: the payer refused the inquiry, or part of it, and why. */
export interface EligibilityRejection extends RejectionExplanation {
  /** Where it stood: 2100A the payer, 2100B the provider, 2100C/D the member, 2110C/D a benefit. */
  level: 'payer' | 'provider' | 'member' | 'benefit';
  /** AAA03, e.g. 72 invalid member ID, 73 invalid name, 58 invalid date of birth, 43 provider. */
  reason: string;
  /** AAA04, e.g. C correct and resubmit, R resubmission allowed. */
  followUp?: string;
}

/** A DTP segment: qualifier (291 plan, 346 plan begin, 347 plan end, 356/357 eligibility, …) and dates. */
export interface EligibilityDate {
  qualifier: string;
  from: string;
  to: string;
}

/** An entity named in loop 2120C/D under a benefit: another payer, a primary care provider, … */
export interface RelatedEntity {
  /** NM101: PR payer, PRP primary payer, Y2 managed-care organization, P3 primary care provider, … */
  entity: string;
  name?: string;
  /** NM108 and NM109: PI payer ID, XX NPI, … */
  idQualifier?: string;
  id?: string;
  /** PER TE, when given. */
  phone?: string;
}

/** One EB segment and its 2110C/D loop. */
export interface Benefit {
  /** EB01, e.g. 1 active coverage, 6 inactive, R another payer; `words` says it plainly. */
  code: string;
  words: string;
  /** EB02: IND individual, FAM family, … */
  coverageLevel?: string;
  /** EB03, repeated: the service types it is about (30 the plan's coverage, 69 maternity, …). */
  serviceTypes: string[];
  /** EB04: MC Medicaid, HM HMO, C1 commercial, … */
  insuranceType?: string;
  /** EB05: the plan's name as the payer gives it. */
  planDescription?: string;
  /** EB07, in cents. */
  amountCents?: number;
  /** EB08, as a fraction (".2" is 20%). */
  percent?: string;
  /** EB11: Y when prior authorization is needed. */
  authorizationRequired?: boolean;
  /** EB12: Y in the plan's network, N out of it, W not applicable, U unknown. */
  inNetwork?: string;
  dates: EligibilityDate[];
  /** REF of 2110C: 18 plan number, 6P group number, 1L group or policy number, … */
  references: { qualifier: string; value: string }[];
  /** MSG01 texts, the payer's own words. */
  messages: string[];
  relatedEntities: RelatedEntity[];
}

/** A managed-care plan the member belongs to, which is to be billed instead of the payer asked. */
export interface ManagedCarePlan {
  /**
   * How the payer said it: `related-payer` a payer named in 2120C under a benefit,
   * `benefit` an EB naming another payer or coordinator (EB01 R or MC) by its plan name,
   * `message` only in the words of a MSG (no name or ID can be relied on).
   */
  source: 'related-payer' | 'benefit' | 'message';
  name?: string;
  idQualifier?: string;
  id?: string;
  phone?: string;
  /** The payer's MSG text when that is all there is. */
  message?: string;
}

export type CoverageAnswer = 'active' | 'inactive' | 'rejected' | 'unknown';

/** The answer about one member (2000C subscriber, or 2000D dependent). */
export interface MemberEligibility {
  level: 'subscriber' | 'dependent';
  /**
   * TRN01 2: the trace numbers of our 270 the payer returns (TRN02, with TRN03 the originator).
   * Match these with the inquiry's trace before using the answer.
   */
  traces: { number: string; originatorId?: string }[];
  /** 2100C NM109: the member ID as the payer knows it (it may differ from the one asked). */
  memberId?: string;
  /** REF*Q4 of 2100C: the earlier ID, when the payer says it changed. */
  priorMemberId?: string;
  /** INS03 001 with INS04 25: the payer changed identifying details (ID, name, birth date) from what was asked. */
  identityChanged: boolean;
  name: { last?: string; first?: string; middle?: string };
  birthDate?: string;
  /** REF of 2100C (never an SSN): 6P group number, 18 plan number, NQ Medicaid recipient ID, … */
  references: { qualifier: string; value: string }[];
  /** DTP of 2100C: the dates of the member's plan or eligibility as a whole. */
  dates: EligibilityDate[];
  /** Active when an EB01 1–5 is present, inactive when only 6–8, rejected on an AAA with no EB. */
  coverage: CoverageAnswer;
  /** The plan of the coverage benefit: EB04/EB05, REF group and plan numbers, and its dates. */
  plan?: {
    insuranceType?: string;
    description?: string;
    groupNumber?: string;
    planNumber?: string;
    from?: string;
    to?: string;
  };
  managedCare?: ManagedCarePlan;
  /** AAA of 2100C/D and of every benefit under it. */
  rejections: EligibilityRejection[];
  benefits: Benefit[];
  /** Every MSG text of the member's benefits, in file order. */
  messages: string[];
}

export interface EligibilityReport {
  /** ST02 and BHT03 (the 270's reference, when the payer returns it). */
  controlNumber: string;
  reference?: string;
  /** 2100A: the payer that answered. */
  payer: { name?: string; id?: string };
  /** 2100B: the provider as the payer read her (NM109, normally her NPI). */
  provider?: { name?: string; npi?: string };
  /** AAA of 2100A and 2100B: the whole inquiry was refused (the payer, or the provider). */
  rejections: EligibilityRejection[];
  members: MemberEligibility[];
}

const PLAN_START = new Set(['291', '307', '346', '356']);
const PLAN_END = new Set(['291', '307', '347', '357']);
/** NM101 codes of a payer, in 2120C. */
const PAYER_ENTITIES = new Set(['PR', 'PRP', 'Y2']);
/** Words by which a payer's message points at a managed-care plan. */
const MANAGED_CARE_WORDS = /MANAGED[ -]CARE|\bHMO\b|\bMCP\b|\bMCO\b/i;

/** The plan of the benefit that decided the coverage, with its dates (or the member's). */
function planOf(member: MemberEligibility, coverage: Benefit | undefined) {
  const references = [...member.references, ...(coverage?.references ?? [])];
  const reference = (...qualifiers: string[]) =>
    references.find((ref) => qualifiers.includes(ref.qualifier))?.value;
  const dates = coverage?.dates.some(
    (d) => PLAN_START.has(d.qualifier) || PLAN_END.has(d.qualifier),
  )
    ? coverage.dates
    : member.dates;
  const plan = {
    insuranceType: coverage?.insuranceType,
    description: coverage?.planDescription,
    groupNumber: reference('6P', '1L'),
    planNumber: reference('18'),
    from: dates.find((d) => PLAN_START.has(d.qualifier))?.from,
    to: dates.find((d) => PLAN_END.has(d.qualifier))?.to,
  };
  const present = Object.fromEntries(Object.entries(plan).filter(([, v]) => v !== undefined));
  return Object.keys(present).length > 0 ? (present as MemberEligibility['plan']) : undefined;
}

function isOtherPayer(entity: RelatedEntity, payer: EligibilityReport['payer']): boolean {
  if (!PAYER_ENTITIES.has(entity.entity)) return false;
  if (entity.id && payer.id) return entity.id !== payer.id;
  return Boolean(entity.name) && entity.name !== payer.name;
}

/** The managed-care plan the payer points at, if any: a named payer first, then an EB, then words. */
function managedCareOf(
  benefits: Benefit[],
  payer: EligibilityReport['payer'],
): ManagedCarePlan | undefined {
  for (const benefit of benefits) {
    const other = benefit.relatedEntities.find((entity) => isOtherPayer(entity, payer));
    if (other) {
      const { entity: _entity, ...named } = other;
      return { source: 'related-payer', ...named };
    }
  }
  // An EB naming another payer or coordinator, unless its 2120C names the payer asked itself.
  const coordinator = benefits.find(
    (benefit) =>
      ['R', 'MC'].includes(benefit.code) &&
      benefit.planDescription &&
      !benefit.relatedEntities.some(
        (entity) => PAYER_ENTITIES.has(entity.entity) && !isOtherPayer(entity, payer),
      ),
  );
  if (coordinator) return { source: 'benefit', name: coordinator.planDescription };
  const message = benefits.flatMap((b) => b.messages).find((text) => MANAGED_CARE_WORDS.test(text));
  return message ? { source: 'message', message } : undefined;
}

/** A member as its HL opens, before any of its segments is read. */
export function newMember(level: MemberEligibility['level']): MemberEligibility {
  return {
    level,
    traces: [],
    identityChanged: false,
    name: {},
    references: [],
    dates: [],
    coverage: 'unknown',
    rejections: [],
    benefits: [],
    messages: [],
  };
}

/** Fill in a member's conclusions once all its segments are read. */
export function concludeMember(member: MemberEligibility, payer: EligibilityReport['payer']): void {
  const active = member.benefits.find((b) => ACTIVE_COVERAGE_CODES.includes(b.code));
  const inactive = member.benefits.find((b) => INACTIVE_COVERAGE_CODES.includes(b.code));
  member.coverage = active
    ? 'active'
    : inactive
      ? 'inactive'
      : member.rejections.length > 0 && member.benefits.length === 0
        ? 'rejected'
        : 'unknown';
  const plan = planOf(member, active ?? inactive);
  if (plan) member.plan = plan;
  const managedCare = managedCareOf(member.benefits, payer);
  if (managedCare) member.managedCare = managedCare;
  member.messages = member.benefits.flatMap((benefit) => benefit.messages);
}

/** The member whose returned trace is the inquiry's, or undefined (an answer about someone else). */
export function answerForTrace(
  report: EligibilityReport,
  trace: { number: string; originatorId: string },
): MemberEligibility | undefined {
  return report.members.find((member) =>
    member.traces.some(
      (returned) =>
        returned.number === trace.number &&
        (returned.originatorId ?? '').toUpperCase() === trace.originatorId.toUpperCase(),
    ),
  );
}
