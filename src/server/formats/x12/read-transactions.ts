import { type Delimiters, type ReadOptions, type Segment, element } from './codec.ts';
import { type StreamedTransaction, type X12File, readEnvelopes } from './envelope.ts';
import { X12ReadError } from './errors.ts';

/**
 * Reading a file that must hold one kind of answer only (the 271 to our 270, the 277 to our
 * 276): every transaction set is read as it comes, and anything else in the file refuses it
 * whole with a sentence saying what the file holds instead, never a value from it.
 */

export interface ExpectedTransaction {
  /** ST01, e.g. `271`. */
  type: string;
  /** The start of GS08, e.g. `005010X279` (errata letters vary). */
  guide: string;
  /** ST01 of our own question, which would be sent back by mistake. */
  question: string;
  /** For messages: `a 271 eligibility answer (005010X279A1)`. */
  name: string;
}

const WHAT: Record<string, string> = {
  '270': 'a 270 eligibility inquiry',
  '271': 'a 271 eligibility answer',
  '276': 'a 276 claim status inquiry',
  '277': 'a 277 claim status answer',
  '835': 'an 835 remittance',
  '837': 'an 837 claim file',
  '999': 'a 999 acknowledgement (the receiver could not read what we sent)',
};

function what(expected: ExpectedTransaction, type: string, version: string): string {
  if (type === '277' && version.startsWith('005010X214')) {
    return 'a 277CA claim acknowledgement (005010X214)';
  }
  if (type === expected.type) return `a ${type} of another version (${version.slice(0, 12)})`;
  if (type === expected.question) return `${WHAT[type]} (what we send, not an answer)`;
  return WHAT[type] ?? `transaction ${type.slice(0, 6)}`;
}

/** Each transaction of the file read by `read`; refused whole unless all are the expected kind. */
export function readTransactionsOf<T>(
  expected: ExpectedTransaction,
  input: string | Uint8Array,
  options: ReadOptions,
  read: (transaction: StreamedTransaction, delimiters: Delimiters) => T,
): { file: X12File; results: T[] } {
  const results: T[] = [];
  let delimiters: Delimiters | undefined;
  const file = readEnvelopes(input, {
    ...options,
    onDelimiters(found) {
      delimiters = found;
    },
    onTransaction(transaction, group) {
      if (transaction.type !== expected.type || !group.version.startsWith(expected.guide)) {
        throw new X12ReadError(
          'wrong-transaction',
          `This file holds ${what(expected, transaction.type, group.version)}; we expected ${expected.name}.`,
        );
      }
      results.push(read(transaction, delimiters!));
    },
  });
  if (results.length === 0) {
    const held = file.interchanges.some((i) => i.interchangeAcknowledgements.length > 0)
      ? 'only an interchange acknowledgement (TA1)'
      : 'no transaction set';
    throw new X12ReadError(
      'wrong-transaction',
      `This file holds ${held}; we expected ${expected.name}.`,
    );
  }
  return { file, results };
}

/** The transaction's segments after its BHT, whose BHT03 (the answer's own reference) goes to `report`. */
export function* afterHeader(
  transaction: StreamedTransaction,
  report: { reference?: string },
): Generator<Segment> {
  for (const segment of transaction.segments) {
    if (segment.id !== 'BHT') {
      yield segment;
    } else if (element(segment, 3) !== '') {
      report.reference = element(segment, 3);
    }
  }
}
