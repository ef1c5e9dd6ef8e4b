import { type Segment, element } from '../codec.ts';
import type { StreamedTransaction as Transaction } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import { label, optional, required } from './read-helpers.ts';

/**
 * The 999 implementation acknowledgement (005010X231A1) says whether the files we sent were
 * readable: per functional group (AK1 … AK9) and per transaction set (AK2 … IK5), with the
 * segments and elements in error (IK3, IK4). It says nothing about the claims' merits.
 */

/** IK501/AK901 codes in plain terms; M, W and X are rejections for security or decryption. */
export type AcknowledgementStatus =
  'accepted' | 'accepted-with-errors' | 'partially-accepted' | 'rejected';

const STATUS: Record<string, AcknowledgementStatus> = {
  A: 'accepted',
  E: 'accepted-with-errors',
  P: 'partially-accepted',
  R: 'rejected',
  M: 'rejected',
  W: 'rejected',
  X: 'rejected',
};

export interface SegmentError {
  /** IK301, IK302 (position in the acknowledged transaction set, ST = 1), IK303 loop id. */
  segmentId: string;
  position: number;
  loop?: string;
  /** IK304: 1 unrecognized segment, 2 unexpected, 3 required missing, 8 has data element errors, I4 implementation "not used" present, … */
  code?: string;
  /** IK4 per bad element. The bad value itself (IK404) is left out: it may be patient data. */
  elements: { position: string; reference?: string; code: string }[];
}

export interface TransactionAcknowledgement {
  /** AK201/AK202/AK203: the transaction set we sent (837, its ST02, its guide). */
  transactionSetId: string;
  controlNumber: string;
  version?: string;
  status: AcknowledgementStatus;
  /** IK501 as sent. */
  statusCode: string;
  /** IK502–IK506, e.g. 5 "one or more segments in error". */
  errorCodes: string[];
  /**
   * IK3 per segment in error, each with its IK4s. Read again from the file's bytes each time it
   * is read (a 999 may name hundreds of thousands): read it once and keep what you need.
   */
  readonly segmentErrors: readonly SegmentError[];
  /** How many segments are in error (IK3s), known without reading them again. */
  segmentErrorCount: number;
}

export interface GroupAcknowledgement {
  /** The 999's own ST02. */
  acknowledgementControlNumber: string;
  /** AK101/AK102/AK103: which of our groups (GS01 HC, GS06, GS08) this answers. */
  functionalId: string;
  groupControlNumber: string;
  version?: string;
  status: AcknowledgementStatus;
  /** AK901 as sent. */
  statusCode: string;
  /** AK902 included, AK903 received, AK904 accepted transaction sets. */
  counts: { included: number; received: number; accepted: number };
  /** AK905–AK909. */
  errorCodes: string[];
  /** One per AK2. Some senders list only rejected ones; the group status covers the rest. */
  transactions: TransactionAcknowledgement[];
}

const codesOf = (segment: Segment, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => element(segment, from + i)).filter(Boolean);

/** AK1 and AK2 name what they answer alike: its id, its control number, its guide's version. */
const answered = (segment: Segment) =>
  [required(segment, 1), required(segment, 2), optional(segment, 3)] as const;

function status(segment: Segment, n: number): [AcknowledgementStatus, string] {
  const code = required(segment, n);
  const value = STATUS[code];
  if (!value)
    throw new X12ReadError('structure', `${label(segment, n)} is not an acknowledgement code.`);
  return [value, code];
}

/** IK3 and IK4 as read: checked on the first reading, kept only when read again. */
const ik3 = (segment: Segment): SegmentError => ({
  segmentId: required(segment, 1),
  position: Number(required(segment, 2)),
  loop: optional(segment, 3),
  code: optional(segment, 4),
  elements: [],
});
const ik4 = (segment: Segment): SegmentError['elements'][number] => ({
  position: required(segment, 1),
  reference: optional(segment, 2),
  code: required(segment, 3),
});

/** The segment errors between an AK2 and its IK5, from their segments read again. */
function segmentErrorsOf(segments: Iterable<Segment>): SegmentError[] {
  const errors: SegmentError[] = [];
  for (const segment of segments) {
    if (segment.id === 'IK3') errors.push(ik3(segment));
    else if (segment.id === 'IK4') errors.at(-1)?.elements.push(ik4(segment));
  }
  return errors;
}

type OpenGroup = Omit<GroupAcknowledgement, 'status' | 'statusCode' | 'counts' | 'errorCodes'>;

/** An AK2 read up to its IK5: where its segment errors are, so they can be read again. */
interface OpenTransaction {
  transactionSetId: string;
  controlNumber: string;
  version?: string;
  errors: number;
  first?: number;
  last?: number;
}

/** IK5 closes an AK2: its acknowledgement, whose segment errors are read again when asked for. */
function transactionAcknowledgement(
  ik5: Segment,
  current: OpenTransaction,
  transaction: Transaction,
): TransactionAcknowledgement {
  const [value, code] = status(ik5, 1);
  const { errors, first, last, ...names } = current;
  const acknowledgement = {
    ...names,
    status: value,
    statusCode: code,
    errorCodes: codesOf(ik5, 2, 6),
    segmentErrorCount: errors,
  } as TransactionAcknowledgement;
  Object.defineProperty(acknowledgement, 'segmentErrors', {
    enumerable: true,
    get: () => (first === undefined ? [] : segmentErrorsOf(transaction.reread(first, last!))),
  });
  return acknowledgement;
}

/** AK9 closes the group: its status, counts and error codes. */
function groupAcknowledgement(ak9: Segment, group: OpenGroup): GroupAcknowledgement {
  const [value, code] = status(ak9, 1);
  const count = (n: number) => {
    const number = Number(required(ak9, n));
    if (!Number.isInteger(number) || number < 0) {
      throw new X12ReadError('structure', `${label(ak9, n)} is not a count.`);
    }
    return number;
  };
  return {
    ...group,
    status: value,
    statusCode: code,
    counts: { included: count(2), received: count(3), accepted: count(4) },
    errorCodes: codesOf(ak9, 5, 9),
  };
}

/**
 * One 999 transaction. Its segment errors are checked as they are read but not kept: each
 * transaction acknowledgement remembers where its IK3s and IK4s are in the file and reads them
 * again when asked (see TransactionAcknowledgement.segmentErrors), so a 999 of a million errors
 * is not a million objects held until the file is applied.
 */
export function read999Transaction(transaction: Transaction): GroupAcknowledgement {
  let group: OpenGroup | undefined;
  let current: OpenTransaction | undefined;
  let result: GroupAcknowledgement | undefined;

  for (const segment of transaction.segments) {
    if (result)
      throw new X12ReadError(
        'structure',
        `Segment ${segment.position} (${segment.id}) follows AK9.`,
      );
    switch (segment.id) {
      case 'AK1': {
        const [functionalId, groupControlNumber, version] = answered(segment);
        group = {
          acknowledgementControlNumber: transaction.controlNumber,
          functionalId,
          groupControlNumber,
          version,
          transactions: [],
        };
        break;
      }
      case 'AK2': {
        if (!group) throw outOfPlace(segment, 'AK1');
        if (current) throw withoutIk5(segment, 'previous');
        const [transactionSetId, controlNumber, version] = answered(segment);
        current = { transactionSetId, controlNumber, version, errors: 0 };
        break;
      }
      case 'IK3':
        if (!current) throw outOfPlace(segment, 'AK2');
        ik3(segment);
        current.errors += 1;
        current.first ??= segment.position;
        current.last = segment.position;
        break;
      case 'IK4': {
        if (!current?.errors) throw outOfPlace(segment, 'IK3');
        ik4(segment);
        current.last = segment.position;
        break;
      }
      case 'CTX':
        break;
      case 'IK5': {
        if (!current || !group) throw outOfPlace(segment, 'AK2');
        group.transactions.push(transactionAcknowledgement(segment, current, transaction));
        current = undefined;
        break;
      }
      case 'AK9': {
        if (!group) throw outOfPlace(segment, 'AK1');
        if (current) throw withoutIk5(segment, 'last');
        result = groupAcknowledgement(segment, group);
        break;
      }
      default:
        throw new X12ReadError(
          'structure',
          `Segment ${segment.position} (${segment.id}) does not belong in a 999.`,
        );
    }
  }
  if (!result) {
    throw new X12ReadError(
      'structure',
      `The 999 (transaction ${transaction.controlNumber}) has no AK9 group response.`,
    );
  }
  return result;
}

function outOfPlace(segment: Segment, before: string): X12ReadError {
  return new X12ReadError(
    'structure',
    `${segment.id} at segment ${segment.position} comes before any ${before}.`,
  );
}

/** An AK2 must close with its IK5 before the next AK2 or the AK9. */
function withoutIk5(segment: Segment, which: 'previous' | 'last'): X12ReadError {
  return new X12ReadError(
    'structure',
    `${segment.id} at segment ${segment.position}: the ${which} AK2 has no IK5.`,
  );
}
