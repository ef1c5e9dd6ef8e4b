import { codeWords, explainEligibilityRejection } from '#domain/glossary/index';
import { type Delimiters, type ReadOptions, type Segment, element } from '../codec.ts';
import type { StreamedTransaction } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import { afterHeader, readTransactionsOf } from '../read-transactions.ts';
import {
  label,
  optional,
  optionalDate,
  optionalMoney,
  period,
  required,
} from '../responses/read-helpers.ts';
import {
  type Benefit,
  type EligibilityRejection,
  type EligibilityReport,
  type MemberEligibility,
  type RelatedEntity,
  concludeMember,
  newMember,
} from './eligibility-answer.ts';

/**
 * The 271 eligibility response (005010X279A1). Its loops are hierarchical (HL): 2000A the payer
 * (information source), 2000B the provider (information receiver), 2000C the subscriber and
 * 2000D a dependent. A member's loop holds TRN (our trace echoed with TRN01 2), the member
 * (NM1, REF, DMG, INS, DTP, AAA), then one 2110 loop per EB with its DTP, REF, AAA and MSG, and
 * inside LS … LE the 2120 entities (another payer, a primary care provider). All or nothing:
 * any problem throws `X12ReadError` naming the segment, never a value from the file.
 */

export const IMPLEMENTATION_GUIDE_271 = '005010X279';

/** Read a file holding one or more 271 transactions (every one must be a 271). */
export function read271(
  input: string | Uint8Array,
  options: ReadOptions = {},
): EligibilityReport[] {
  return readTransactionsOf(
    {
      type: '271',
      guide: IMPLEMENTATION_GUIDE_271,
      question: '270',
      name: 'a 271 eligibility answer (005010X279A1)',
    },
    input,
    options,
    read271Transaction,
  ).results;
}

const LEVELS: Record<string, { parent?: string; name: string }> = {
  '20': { name: 'payer' },
  '21': { parent: '20', name: 'provider' },
  '22': { parent: '21', name: 'subscriber' },
  '23': { parent: '22', name: 'dependent' },
};

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

/** One 271 transaction set, its segments read as they come. */
export function read271Transaction(
  transaction: StreamedTransaction,
  delimiters: Delimiters,
): EligibilityReport {
  const report: EligibilityReport = {
    controlNumber: transaction.controlNumber,
    payer: {},
    rejections: [],
    members: [],
  };
  /** HL01 → HL03 of every level read, so each HL02 can be checked to name its parent. */
  const levels = new Map<string, string>();
  let level = '';
  let member: MemberEligibility | undefined;
  let subscriber: MemberEligibility | undefined;
  /** Each dependent's subscriber: a dependent without its own TRN answers the subscriber's. */
  const subscriberOf = new Map<MemberEligibility, MemberEligibility>();
  let current: Benefit | undefined;
  let related: RelatedEntity | undefined;
  let inRelated = false;
  const misplaced = (segment: Segment) =>
    new X12ReadError(
      'structure',
      `Segment ${segment.position} (${segment.id}) does not belong where it is in a 271.`,
    );

  for (const segment of afterHeader(transaction, report)) {
    const id = segment.id;
    if (id === 'HL') {
      level = required(segment, 3);
      const known = LEVELS[level];
      if (!known) {
        throw new X12ReadError(
          'structure',
          `${label(segment, 3)}: unexpected hierarchical level for a 271.`,
        );
      }
      if (known.parent && levels.get(element(segment, 2)) !== known.parent) {
        throw new X12ReadError(
          'structure',
          `The ${known.name} HL at segment ${segment.position} has no ${LEVELS[known.parent]!.name} HL above it.`,
        );
      }
      if (level === '20' && [...levels.values()].includes('20')) {
        throw new X12ReadError(
          'structure',
          `The payer HL at segment ${segment.position} is a second payer; we read one payer's answer per 271 transaction.`,
        );
      }
      levels.set(required(segment, 1), level);
      current = undefined;
      inRelated = false;
      if (level === '22' || level === '23') {
        member = newMember(level === '22' ? 'subscriber' : 'dependent');
        if (level === '22') subscriber = member;
        else if (subscriber) {
          subscriberOf.set(member, subscriber);
          if (subscriber.memberId) member.memberId = subscriber.memberId;
        }
        report.members.push(member);
      } else member = undefined;
      continue;
    }
    if (level === '') {
      throw new X12ReadError(
        'structure',
        `Segment ${segment.position} (${id}) comes before the first HL.`,
      );
    }

    if (inRelated) {
      if (id === 'LE') inRelated = false;
      else if (id === 'NM1' && current) {
        related = { entity: required(segment, 1) };
        const name = optional(segment, 3);
        const idQualifier = optional(segment, 8);
        const entityId = optional(segment, 9);
        if (name) related.name = name;
        if (idQualifier) related.idQualifier = idQualifier;
        if (entityId) related.id = entityId;
        current.relatedEntities.push(related);
      } else if (id === 'PER' && related) {
        const at = [3, 5, 7].find((n) => element(segment, n) === 'TE');
        if (at && !related.phone) related.phone = optional(segment, at + 1);
      } else if (!['N3', 'N4', 'PRV', 'REF'].includes(id)) throw misplaced(segment);
      continue;
    }

    if (level === '20' || level === '21') {
      if (id === 'NM1') {
        const name = optional(segment, 3);
        const entityId = optional(segment, 9);
        if (level === '20') report.payer = { name, id: entityId };
        else report.provider = { name, npi: entityId };
      } else if (id === 'AAA') {
        report.rejections.push(rejection(segment, level === '20' ? 'payer' : 'provider'));
      } else if (!['PER', 'REF', 'N3', 'N4', 'PRV'].includes(id)) throw misplaced(segment);
      continue;
    }

    // A member loop (2000C/2000D): the member's own segments, then its benefits.
    const target = member!;
    if (id === 'EB') {
      current = benefit(segment, delimiters);
      target.benefits.push(current);
    } else if (id === 'LS') {
      if (!current) throw misplaced(segment);
      inRelated = true;
      related = undefined;
    } else if (id === 'AAA') {
      target.rejections.push(rejection(segment, current ? 'benefit' : 'member'));
    } else if (id === 'DTP') {
      (current ?? target).dates.push({ qualifier: required(segment, 1), ...period(segment) });
    } else if (id === 'REF') {
      const qualifier = required(segment, 1);
      const value = required(segment, 2);
      // An SSN is never kept: nothing the product does needs it.
      if (qualifier === 'SY') continue;
      if (!current && qualifier === 'Q4') target.priorMemberId = value;
      else (current ?? target).references.push({ qualifier, value });
    } else if (id === 'MSG' && current) {
      current.messages.push(required(segment, 1));
    } else if (current && ['HSD', 'III'].includes(id)) {
      // Delivery patterns and place-of-service qualifiers: nothing the product acts on.
    } else if (current) {
      throw misplaced(segment);
    } else if (id === 'TRN') {
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

  for (const found of report.members) {
    const above = subscriberOf.get(found);
    if (above && found.traces.length === 0) found.traces = [...above.traces];
    concludeMember(found, report.payer);
  }
  return report;
}
