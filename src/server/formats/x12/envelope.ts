import {
  type Delimiters,
  type ReadOptions,
  type Segment,
  element,
  streamSegments,
} from './codec.ts';
import { X12ReadError } from './errors.ts';
import { SegmentCursor } from './segment-cursor.ts';

/**
 * The three envelopes around every X12 transaction: the interchange (ISA … IEA, addressed from
 * sender to receiver), the functional group (GS … GE, one kind of transaction and one version)
 * and the transaction set (ST … SE). Each trailer repeats its header's control number and counts
 * what it closes, so a file cut short or spliced together shows up here.
 */

export interface Transaction {
  /** ST01: 837, 999, 277, 835, … */
  type: string;
  /** ST02. */
  controlNumber: string;
  /** The segments between ST and SE, both excluded. */
  segments: Segment[];
}

export interface FunctionalGroup {
  /** GS01: HC claims, FA acknowledgements, HN claim status, HP payments. */
  functionalId: string;
  senderCode: string;
  receiverCode: string;
  /** GS06. */
  controlNumber: string;
  /** GS08, the implementation guide: 005010X222A1, 005010X231A1, 005010X214, 005010X221A1. */
  version: string;
  transactions: Transaction[];
}

export interface Interchange {
  senderQualifier: string;
  senderId: string;
  receiverQualifier: string;
  receiverId: string;
  /** ISA13. */
  controlNumber: string;
  /** ISA15: T test, P production. */
  usage: string;
  /** TA1 segments (interchange acknowledgements), which X12 allows between the ISA and the first GS. */
  interchangeAcknowledgements: Segment[];
  groups: FunctionalGroup[];
}

export interface X12File {
  delimiters: Delimiters;
  interchanges: Interchange[];
}

/** A transaction whose segments are read as they are reached (each may be read only once). */
export interface StreamedTransaction {
  type: string;
  controlNumber: string;
  segments: Iterable<Segment>;
  /**
   * The segments at positions `first` to `last` (as numbered in the file) read again from the
   * file's bytes: a reader keeps where something is instead of keeping what it read.
   */
  reread: (first: number, last: number) => Iterable<Segment>;
}

export interface EnvelopeOptions extends ReadOptions {
  /**
   * Reads each transaction as the file is read: its segments are handed over one at a time and
   * then let go, so a file's segments are never all held at once (the transaction's `segments`
   * stay empty in the result). What the reader leaves unread is read past to the SE, and the
   * SE's count and control number are checked after it returns.
   */
  onTransaction?: (
    transaction: StreamedTransaction,
    group: FunctionalGroup,
    interchange: Interchange,
  ) => void;
  /** Told the file's delimiters as soon as its ISA is read (before the first transaction). */
  onDelimiters?: (delimiters: Delimiters) => void;
}

interface EnvelopeReading {
  cursor: SegmentCursor;
  options: EnvelopeOptions;
  reread: StreamedTransaction['reread'];
}

/** Read a whole file and check every envelope: headers and trailers pair up, counts and control numbers match. */
export function readEnvelopes(input: string | Uint8Array, options: EnvelopeOptions = {}): X12File {
  const { delimiters, segments } = streamSegments(input, options);
  options.onDelimiters?.(delimiters);
  const reading: EnvelopeReading = {
    cursor: new SegmentCursor(segments[Symbol.iterator]()),
    options,
    reread: (first, last) => rereadSegments(input, options, first, last),
  };
  const interchanges: Interchange[] = [];
  while (reading.cursor.more()) {
    const isa = reading.cursor.next() as Segment;
    if (isa.id !== 'ISA') {
      throw new X12ReadError(
        'envelope',
        `Segment ${isa.position} (${isa.id}) is outside any interchange (ISA … IEA).`,
      );
    }
    interchanges.push(readInterchange(reading, isa));
  }
  return { delimiters, interchanges };
}

function readInterchange(reading: EnvelopeReading, isa: Segment): Interchange {
  const interchange: Interchange = {
    senderQualifier: element(isa, 5),
    senderId: element(isa, 6).trim(),
    receiverQualifier: element(isa, 7),
    receiverId: element(isa, 8).trim(),
    controlNumber: element(isa, 13),
    usage: element(isa, 15),
    interchangeAcknowledgements: [],
    groups: [],
  };
  for (;;) {
    const segment = reading.cursor.next();
    if (!segment) {
      throw new X12ReadError(
        'truncated',
        'The file ends before its IEA trailer (it may have been cut short).',
      );
    }
    if (segment.id === 'GS') {
      interchange.groups.push(readGroup(reading, segment, interchange));
    } else if (segment.id === 'TA1') {
      if (interchange.groups.length > 0) {
        throw new X12ReadError(
          'envelope',
          `Segment ${segment.position} (TA1) comes after a functional group; a TA1 belongs between the ISA and the first GS.`,
        );
      }
      interchange.interchangeAcknowledgements.push(segment);
    } else if (segment.id === 'IEA') {
      checkTrailer('IEA', segment, interchange.controlNumber, interchange.groups.length);
      return interchange;
    } else {
      throw new X12ReadError(
        'envelope',
        `Segment ${segment.position} (${segment.id}) is outside any functional group (GS … GE).`,
      );
    }
  }
}

function readGroup(
  reading: EnvelopeReading,
  gs: Segment,
  interchange: Interchange,
): FunctionalGroup {
  const group: FunctionalGroup = {
    functionalId: element(gs, 1),
    senderCode: element(gs, 2),
    receiverCode: element(gs, 3),
    controlNumber: element(gs, 6),
    version: element(gs, 8),
    transactions: [],
  };
  for (;;) {
    const segment = reading.cursor.next();
    if (!segment || segment.id === 'IEA' || segment.id === 'ISA') {
      throw new X12ReadError(
        'truncated',
        `Functional group ${group.controlNumber} has no GE trailer (the file may have been cut short).`,
      );
    }
    if (segment.id === 'ST') {
      group.transactions.push(readTransaction(reading, segment, group, interchange));
    } else if (segment.id === 'GE') {
      checkTrailer('GE', segment, group.controlNumber, group.transactions.length);
      return group;
    } else {
      throw new X12ReadError(
        'envelope',
        `Segment ${segment.position} (${segment.id}) is outside any transaction set (ST … SE).`,
      );
    }
  }
}

function readTransaction(
  { cursor, options, reread }: EnvelopeReading,
  st: Segment,
  group: FunctionalGroup,
  interchange: Interchange,
): Transaction {
  const transaction: Transaction = {
    type: element(st, 1),
    controlNumber: element(st, 2),
    segments: [],
  };
  let count = 0;
  let se: Segment | undefined;
  // An iterator without return(): a reader that stops early (a loop's break) does not close
  // it, so what it left is still read past to the SE below.
  const body: IterableIterator<Segment> = {
    next(): IteratorResult<Segment> {
      if (se) return { done: true, value: undefined };
      const segment = cursor.next();
      if (!segment || ['ST', 'GE', 'GS', 'IEA', 'ISA'].includes(segment.id)) {
        throw new X12ReadError(
          'truncated',
          `Transaction set ${transaction.controlNumber} has no SE trailer (the file may have been cut short).`,
        );
      }
      if (segment.id === 'SE') {
        se = segment;
        return { done: true, value: undefined };
      }
      count += 1;
      return { done: false, value: segment };
    },
    [Symbol.iterator]() {
      return this;
    },
  };
  if (options.onTransaction) {
    options.onTransaction(
      {
        type: transaction.type,
        controlNumber: transaction.controlNumber,
        segments: body,
        reread,
      },
      group,
      interchange,
    );
    while (!se) body.next();
  } else {
    for (const segment of body) transaction.segments.push(segment);
  }
  // SE01 counts every segment from ST to SE, both included.
  checkTrailer('SE', se!, transaction.controlNumber, count + 2);
  return transaction;
}

function* rereadSegments(
  input: string | Uint8Array,
  options: ReadOptions,
  first: number,
  last: number,
): Generator<Segment> {
  for (const segment of streamSegments(input, { ...options, from: first }).segments) {
    if (segment.position > last) return;
    yield segment;
  }
}

/** Each trailer repeats its header's control number and counts what the envelope holds. */
const TRAILERS = {
  IEA: { headerElement: 'ISA13', what: 'functional groups' },
  GE: { headerElement: 'GS06', what: 'transaction sets' },
  SE: { headerElement: 'ST02', what: 'segments' },
} as const;

function checkTrailer(
  id: keyof typeof TRAILERS,
  trailer: Segment,
  controlNumber: string,
  count: number,
): void {
  const { headerElement, what } = TRAILERS[id];
  if (element(trailer, 2) !== controlNumber) {
    throw new X12ReadError(
      'envelope',
      `${id}02 (${element(trailer, 2)}) does not match ${headerElement} (${controlNumber}).`,
    );
  }
  if (element(trailer, 1) !== String(count)) {
    throw new X12ReadError(
      'counts',
      `${id}01 says ${element(trailer, 1)} ${what} but ${count} were found in ${headerElement} ${controlNumber}.`,
    );
  }
}
