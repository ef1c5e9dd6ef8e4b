import { X12ReadError } from './errors.ts';

/**
 * The generic X12 layer: delimiters, segments, and reading a file into segments. An X12 file is a
 * list of segments, each an id followed by elements; elements may hold components (composites)
 * or repetitions. The ISA segment that opens every interchange is fixed-width, so its 4th
 * character names the element separator, its 105th the component separator and its 106th the
 * segment terminator; ISA11 holds the repetition separator (version 00501 and later).
 */

export interface Delimiters {
  element: string;
  component: string;
  repetition: string;
  segment: string;
}

/** What this product writes: `*` between elements, `:` between components, `^` between repeats, `~` after segments. */
export const WRITE_DELIMITERS: Delimiters = {
  element: '*',
  component: ':',
  repetition: '^',
  segment: '~',
};

/** One segment as read: its id, its elements (index 0 is element 01) and its place in the file. */
export interface Segment {
  id: string;
  elements: readonly string[];
  /** 1-based position of the segment in the file. */
  position: number;
}

/** The ISA segment is exactly this long, counting its terminator. */
export const ISA_LENGTH = 106;

/** Element `n` (1-based, as the guides number them: CLM01 is `element(clm, 1)`), or ''. */
export function element(segment: Segment, n: number): string {
  return segment.elements[n - 1] ?? '';
}

/**
 * A segment to write: its id then its elements in order; an element is text or a list of
 * components. Empty trailing elements and components are dropped on writing, as X12 requires;
 * empty ones in the middle keep their place.
 */
export type SegmentSpec = readonly [id: string, ...elements: (string | readonly string[])[]];

/** One segment as text, without its terminator. Values must already be clean (text.ts). */
export function formatSegment(
  spec: SegmentSpec,
  delimiters: Delimiters = WRITE_DELIMITERS,
): string {
  const [id, ...values] = spec;
  const texts = values.map((value) =>
    typeof value === 'string' ? value : trimTrailingEmpty(value).join(delimiters.component),
  );
  return [id, ...trimTrailingEmpty(texts)].join(delimiters.element);
}

function trimTrailingEmpty(values: readonly string[]): string[] {
  const out = [...values];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/** The largest file we read by default: a doula practice's remittances are far smaller. */
export const DEFAULT_MAX_BYTES = 25 * 1024 * 1024;

export interface ReadOptions {
  /** Refuse files larger than this many bytes (default 25 MB). */
  maxBytes?: number;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || (byte !== undefined && byte >= 0x09 && byte <= 0x0d);
const isLineBreak = (byte: number | undefined) => byte === 0x0a || byte === 0x0d;

/** The input's bytes without copying them (a string, from tests, is encoded once). */
function bytesOf(input: string | Uint8Array): Buffer {
  if (typeof input === 'string') return Buffer.from(input, 'utf8');
  return Buffer.isBuffer(input)
    ? input
    : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

function refuseTooLarge(bytes: Buffer, maxBytes: number): void {
  if (bytes.byteLength > maxBytes) {
    throw new X12ReadError(
      'too-large',
      `The file is ${megabytes(bytes.byteLength)} MB; the largest file we read is ${megabytes(maxBytes)} MB.`,
    );
  }
}

/** Where the first ISA starts, past a byte order mark and white space; refused if there is none. */
function isaStart(bytes: Buffer): number {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && isSpace(bytes[start])) start += 1;
  if (start === bytes.length) throw new X12ReadError('empty', 'The file is empty.');
  if (bytes.toString('latin1', start, start + 3) !== 'ISA') {
    throw new X12ReadError(
      'not-x12',
      'This is not an X12 file: it does not start with an ISA segment.',
    );
  }
  if (bytes.length - start < ISA_LENGTH) {
    throw new X12ReadError(
      'truncated',
      'The file ends inside its ISA segment (it may have been cut short).',
    );
  }
  return start;
}

/** The delimiters the fixed-width ISA at `start` names, refused where it is not well formed. */
function isaDelimiters(bytes: Buffer, start: number): Delimiters {
  const isa = bytes.toString('latin1', start, start + ISA_LENGTH);
  const elementSeparator = isa.charAt(3);
  const isaParts = isa.slice(0, ISA_LENGTH - 1).split(elementSeparator);
  if (isaParts.length !== 17 || /[A-Za-z0-9\s]/.test(elementSeparator)) {
    throw new X12ReadError(
      'envelope',
      'The ISA segment is not the fixed 106 characters with 16 elements that X12 requires.',
    );
  }
  const delimiters: Delimiters = {
    element: elementSeparator,
    component: isa.charAt(ISA_LENGTH - 2),
    repetition: isaParts[11] ?? '^',
    segment: isa.charAt(ISA_LENGTH - 1),
  };
  if (
    /[A-Za-z0-9 ]/.test(delimiters.segment) ||
    delimiters.segment === delimiters.element ||
    bytes[start + ISA_LENGTH - 1]! >= 0x80 ||
    bytes[start + 3]! >= 0x80
  ) {
    throw new X12ReadError(
      'envelope',
      'The ISA segment does not end with a segment terminator at character 106.',
    );
  }
  return delimiters;
}

/**
 * Cut short: anything but white space after the last terminator. Checked before the first
 * segment is given, so a truncated file is always refused as such.
 */
function refuseCutShort(bytes: Buffer, start: number, terminator: number): void {
  const last = bytes.lastIndexOf(terminator);
  for (let at = last + 1; at < bytes.length; at += 1) {
    if (!isSpace(bytes[at])) {
      let complete = 0;
      for (let found = bytes.indexOf(terminator, start); found !== -1 && found <= last;) {
        complete += 1;
        found = bytes.indexOf(terminator, found + 1);
      }
      throw new X12ReadError(
        'truncated',
        `The file ends in the middle of segment ${complete + 1} (it may have been cut short).`,
      );
    }
  }
}

/**
 * A NUL byte is in no X12 character set, so a file holding one is damaged. Refused before any
 * segment is read: an element quoted in a later message (a control number that does not match)
 * would carry the NUL into text that PostgreSQL cannot store.
 */
function refuseNul(bytes: Buffer, start: number, terminator: number): void {
  const nul = bytes.indexOf(0, start);
  if (nul === -1) return;
  let segment = 1;
  for (let at = bytes.indexOf(terminator, start); at !== -1 && at < nul; segment += 1) {
    at = bytes.indexOf(terminator, at + 1);
  }
  throw new X12ReadError(
    'not-x12',
    `The file's segment ${segment} holds a NUL byte, which no X12 file contains (the file may be damaged).`,
  );
}

/** Each segment from `start`, decoded only once reached; those before `skipBefore` are not. */
function* segmentsFrom(
  bytes: Buffer,
  start: number,
  terminator: number,
  elementSeparator: string,
  skipBefore: number,
): Generator<Segment> {
  let from = start;
  for (let position = 1; ; position += 1) {
    const end = bytes.indexOf(terminator, from);
    if (end === -1) return;
    if (position < skipBefore) {
      from = end + 1;
      continue;
    }
    let first = from;
    let after = end;
    while (first < after && isLineBreak(bytes[first])) first += 1;
    while (after > first && isLineBreak(bytes[after - 1])) after -= 1;
    from = end + 1;
    if (first === after) throw new X12ReadError('structure', `Segment ${position} is empty.`);
    const [id = '', ...elements] = bytes.toString('utf8', first, after).split(elementSeparator);
    if (!/^[A-Z][A-Z0-9]{1,2}$/.test(id)) {
      throw new X12ReadError('structure', `Segment ${position} does not start with a segment id.`);
    }
    yield { id, elements, position };
  }
}

/**
 * A file's segments one at a time, straight from its bytes, learning its delimiters from the
 * first ISA. Each segment is decoded (UTF-8) on its own as it is reached, so the file is never
 * copied whole into a string or split into a list of every segment: a reader that lets each
 * segment go once read holds the bytes and little more. Line breaks after segment terminators
 * (common in files meant to be read by people) are ignored. Refused before any segment is
 * given: an empty or oversized file, one that does not start with an ISA, and one that ends in
 * the middle of a segment (it may have been cut short).
 */
export function streamSegments(
  input: string | Uint8Array,
  options: ReadOptions & {
    /** Start at this segment (1-based): those before it are passed over without being decoded. */
    from?: number;
  } = {},
): { delimiters: Delimiters; segments: Iterable<Segment> } {
  const bytes = bytesOf(input);
  refuseTooLarge(bytes, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const start = isaStart(bytes);
  const delimiters = isaDelimiters(bytes, start);
  const terminator = bytes[start + ISA_LENGTH - 1]!;
  refuseCutShort(bytes, start, terminator);
  refuseNul(bytes, start, terminator);
  const segments = segmentsFrom(bytes, start, terminator, delimiters.element, options.from ?? 1);
  return { delimiters, segments };
}

/** Every segment of a file at once (for tests and small files): see streamSegments. */
export function readSegments(
  input: string | Uint8Array,
  options: ReadOptions = {},
): { delimiters: Delimiters; segments: Segment[] } {
  const { delimiters, segments } = streamSegments(input, options);
  return { delimiters, segments: [...segments] };
}
