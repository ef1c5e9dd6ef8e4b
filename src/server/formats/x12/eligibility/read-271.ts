import { type Delimiters, type ReadOptions, type Segment, element } from '../codec.ts';
import type { StreamedTransaction } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import { afterHeader, readTransactionsOf } from '../read-transactions.ts';
import { label, required } from '../responses/read-helpers.ts';
import { type EligibilityReport, concludeMember, newMember } from './eligibility-answer.ts';
import {
  type Reading271,
  readMemberSegment,
  readRelatedSegment,
  readSourceSegment,
} from './read-271-loops.ts';

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

function enterLevel(reading: Reading271, segment: Segment): void {
  const level = required(segment, 3);
  reading.level = level;
  const known = LEVELS[level];
  if (!known) {
    throw new X12ReadError(
      'structure',
      `${label(segment, 3)}: unexpected hierarchical level for a 271.`,
    );
  }
  if (known.parent && reading.levels.get(element(segment, 2)) !== known.parent) {
    throw new X12ReadError(
      'structure',
      `The ${known.name} HL at segment ${segment.position} has no ${LEVELS[known.parent]!.name} HL above it.`,
    );
  }
  if (level === '20' && [...reading.levels.values()].includes('20')) {
    throw new X12ReadError(
      'structure',
      `The payer HL at segment ${segment.position} is a second payer; we read one payer's answer per 271 transaction.`,
    );
  }
  reading.levels.set(required(segment, 1), level);
  reading.current = undefined;
  reading.inRelated = false;
  if (level === '22' || level === '23') openMember(reading, level);
  else reading.member = undefined;
}

/** A subscriber or dependent loop; a dependent starts with its subscriber's member ID. */
function openMember(reading: Reading271, level: '22' | '23'): void {
  const member = newMember(level === '22' ? 'subscriber' : 'dependent');
  reading.member = member;
  const subscriber = reading.subscriber;
  if (level === '22') reading.subscriber = member;
  else if (subscriber) {
    reading.subscriberOf.set(member, subscriber);
    if (subscriber.memberId) member.memberId = subscriber.memberId;
  }
  reading.report.members.push(member);
}

/** One 271 transaction set, its segments read as they come. */
export function read271Transaction(
  transaction: StreamedTransaction,
  delimiters: Delimiters,
): EligibilityReport {
  const reading: Reading271 = {
    report: { controlNumber: transaction.controlNumber, payer: {}, rejections: [], members: [] },
    levels: new Map(),
    level: '',
    member: undefined,
    subscriber: undefined,
    subscriberOf: new Map(),
    current: undefined,
    related: undefined,
    inRelated: false,
  };
  const { report } = reading;
  for (const segment of afterHeader(transaction, report)) {
    if (segment.id === 'HL') enterLevel(reading, segment);
    else if (reading.level === '') {
      throw new X12ReadError(
        'structure',
        `Segment ${segment.position} (${segment.id}) comes before the first HL.`,
      );
    } else if (reading.inRelated) readRelatedSegment(reading, segment);
    else if (reading.level === '20' || reading.level === '21') readSourceSegment(reading, segment);
    else readMemberSegment(reading, segment, delimiters);
  }

  for (const found of report.members) {
    const above = reading.subscriberOf.get(found);
    if (above && found.traces.length === 0) found.traces = [...above.traces];
    concludeMember(found, report.payer);
  }
  return report;
}
