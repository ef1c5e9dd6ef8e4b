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
  segmentErrors: SegmentError[];
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

export function read999Transaction(transaction: Transaction): GroupAcknowledgement {
  let group:
    Omit<GroupAcknowledgement, 'status' | 'statusCode' | 'counts' | 'errorCodes'> | undefined;
  let current: Omit<TransactionAcknowledgement, 'status' | 'statusCode' | 'errorCodes'> | undefined;
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
        current = { transactionSetId, controlNumber, version, segmentErrors: [] };
        break;
      }
      case 'IK3':
        if (!current) throw outOfPlace(segment, 'AK2');
        current.segmentErrors.push({
          segmentId: required(segment, 1),
          position: Number(required(segment, 2)),
          loop: optional(segment, 3),
          code: optional(segment, 4),
          elements: [],
        });
        break;
      case 'IK4': {
        const last = current?.segmentErrors.at(-1);
        if (!last) throw outOfPlace(segment, 'IK3');
        last.elements.push({
          position: required(segment, 1),
          reference: optional(segment, 2),
          code: required(segment, 3),
        });
        break;
      }
      case 'CTX':
        break;
      case 'IK5': {
        if (!current || !group) throw outOfPlace(segment, 'AK2');
        const [value, code] = status(segment, 1);
        group.transactions.push({
          ...current,
          status: value,
          statusCode: code,
          errorCodes: codesOf(segment, 2, 6),
        });
        current = undefined;
        break;
      }
      case 'AK9': {
        if (!group) throw outOfPlace(segment, 'AK1');
        if (current) throw withoutIk5(segment, 'last');
        const [value, code] = status(segment, 1);
        const count = (n: number) => {
          const number = Number(required(segment, n));
          if (!Number.isInteger(number) || number < 0) {
            throw new X12ReadError('structure', `${label(segment, n)} is not a count.`);
          }
          return number;
        };
        result = {
          ...group,
          status: value,
          statusCode: code,
          counts: { included: count(2), received: count(3), accepted: count(4) },
          errorCodes: codesOf(segment, 5, 9),
        };
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
