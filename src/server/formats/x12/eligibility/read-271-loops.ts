import { codeWords, explainEligibilityRejection } from '#domain/glossary/index';
import { type Delimiters, type Segment, element } from '../codec.ts';
import { X12ReadError } from '../errors.ts';
import {
  optional,
  optionalDate,
  optionalMoney,
  period,
  required,
} from '../responses/read-helpers.ts';
import type {
  Benefit,
  EligibilityRejection,
  EligibilityReport,
  MemberEligibility,
  RelatedEntity,
} from './eligibility-answer.ts';

/** Where a 271 is while its segments are read: the HL levels seen and the loops open. */
export interface Reading271 {
  report: EligibilityReport;
  /** HL01 → HL03 of every level read, so each HL02 can be checked to name its parent. */
  levels: Map<string, string>;
  level: string;
  member: MemberEligibility | undefined;
  subscriber: MemberEligibility | undefined;
  /** Each dependent's subscriber: a dependent without its own TRN answers the subscriber's. */
  subscriberOf: Map<MemberEligibility, MemberEligibility>;
  current: Benefit | undefined;
  related: RelatedEntity | undefined;
  inRelated: boolean;
}

const misplaced = (segment: Segment) =>
  new X12ReadError(
    'structure',
    `Segment ${segment.position} (${segment.id}) does not belong where it is in a 271.`,
  );

function rejection(segment: Segment, level: EligibilityRejection['level']): EligibilityRejection {
  const reason = required(segment, 3);
  const followUp = optional(segment, 4);
  return {
    level,
    reason,
    ...(followUp ? { followUp } : {}),
    ...explainEligibilityRejection(reason, followUp),
  };
}

function benefit(segment: Segment, delimiters: Delimiters): Benefit {
  const code = required(segment, 1);
  const authorization = optional(segment, 11);
  const entries = {
    code,
    words: codeWords('benefit', code) ?? `benefit code ${code}`,
    coverageLevel: optional(segment, 2),
    serviceTypes: element(segment, 3).split(delimiters.repetition).filter(Boolean),
    insuranceType: optional(segment, 4),
    planDescription: optional(segment, 5),
    amountCents: optionalMoney(segment, 7),
    percent: optional(segment, 8),
    authorizationRequired: authorization ? authorization === 'Y' : undefined,
    inNetwork: optional(segment, 12),
  };
  return {
    ...(Object.fromEntries(
      Object.entries(entries).filter(([, value]) => value !== undefined),
    ) as typeof entries),
    dates: [],
    references: [],
    messages: [],
    relatedEntities: [],
  };
}

/** A segment inside LS … LE: the 2120 entities of the current benefit. */
export function readRelatedSegment(reading: Reading271, segment: Segment): void {
  const { id } = segment;
  if (id === 'LE') reading.inRelated = false;
  else if (id === 'NM1' && reading.current) {
    const related: RelatedEntity = { entity: required(segment, 1) };
    reading.related = related;
    const name = optional(segment, 3);
    const idQualifier = optional(segment, 8);
    const entityId = optional(segment, 9);
    if (name) related.name = name;
    if (idQualifier) related.idQualifier = idQualifier;
    if (entityId) related.id = entityId;
    reading.current.relatedEntities.push(related);
  } else if (id === 'PER' && reading.related) {
    const at = [3, 5, 7].find((n) => element(segment, n) === 'TE');
    if (at && !reading.related.phone) reading.related.phone = optional(segment, at + 1);
  } else if (!['N3', 'N4', 'PRV', 'REF'].includes(id)) throw misplaced(segment);
}

/** A segment of the payer's (2000A) or the provider's (2000B) loop. */
export function readSourceSegment(reading: Reading271, segment: Segment): void {
  const { id } = segment;
  const { level, report } = reading;
  if (id === 'NM1') {
    const name = optional(segment, 3);
    const entityId = optional(segment, 9);
    if (level === '20') report.payer = { name, id: entityId };
    else report.provider = { name, npi: entityId };
  } else if (id === 'AAA') {
    report.rejections.push(rejection(segment, level === '20' ? 'payer' : 'provider'));
  } else if (!['PER', 'REF', 'N3', 'N4', 'PRV'].includes(id)) throw misplaced(segment);
}

/** The member's own segments (2100C/D), before its first EB. */
function readMemberDetail(target: MemberEligibility, segment: Segment): void {
  const { id } = segment;
  if (id === 'TRN') {
    if (element(segment, 1) === '2') {
      const originatorId = optional(segment, 3);
      target.traces.push({
        number: required(segment, 2),
        ...(originatorId ? { originatorId } : {}),
      });
    }
  } else if (id === 'NM1') {
    const memberId = element(segment, 8) === 'MI' ? optional(segment, 9) : undefined;
    if (memberId) target.memberId = memberId;
    target.name = Object.fromEntries(
      (['last', 'first', 'middle'] as const)
        .map((part, index) => [part, optional(segment, index + 3)])
        .filter(([, value]) => value !== undefined),
    );
  } else if (id === 'DMG') {
    const birthDate = element(segment, 1) === 'D8' ? optionalDate(segment, 2) : undefined;
    if (birthDate) target.birthDate = birthDate;
  } else if (id === 'INS') {
    target.identityChanged = element(segment, 3) === '001' && element(segment, 4) === '25';
  } else if (!['N3', 'N4', 'PRV', 'HI', 'MTP', 'PER'].includes(id)) {
    throw misplaced(segment);
  }
}

function readReference(
  target: MemberEligibility,
  current: Benefit | undefined,
  segment: Segment,
): void {
  const qualifier = required(segment, 1);
  const value = required(segment, 2);
  // An SSN is never kept: nothing the product does needs it.
  if (qualifier === 'SY') return;
  if (!current && qualifier === 'Q4') target.priorMemberId = value;
  else (current ?? target).references.push({ qualifier, value });
}

/** A segment of a member loop (2000C/2000D): the member's own segments, then its benefits. */
export function readMemberSegment(
  reading: Reading271,
  segment: Segment,
  delimiters: Delimiters,
): void {
  const { id } = segment;
  const target = reading.member!;
  const current = reading.current;
  if (id === 'EB') {
    reading.current = benefit(segment, delimiters);
    target.benefits.push(reading.current);
  } else if (id === 'LS') {
    if (!current) throw misplaced(segment);
    reading.inRelated = true;
    reading.related = undefined;
  } else if (id === 'AAA') {
    target.rejections.push(rejection(segment, current ? 'benefit' : 'member'));
  } else if (id === 'DTP') {
    (current ?? target).dates.push({ qualifier: required(segment, 1), ...period(segment) });
  } else if (id === 'REF') {
    readReference(target, current, segment);
  } else if (id === 'MSG' && current) {
    current.messages.push(required(segment, 1));
  } else if (current && ['HSD', 'III'].includes(id)) {
    // Delivery patterns and place-of-service qualifiers: nothing the product acts on.
  } else if (current) {
    throw misplaced(segment);
  } else readMemberDetail(target, segment);
}
