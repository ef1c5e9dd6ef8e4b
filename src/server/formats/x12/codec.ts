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

/** Component `c` (1-based) of element `n`: `component(sv1, 1, 2)` is the procedure code of SV101. */
export function component(segment: Segment, n: number, c: number, delimiters: Delimiters): string {
  return element(segment, n).split(delimiters.component)[c - 1] ?? '';
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

/** Text from bytes or a string, refusing empty or oversized input before any parsing. */
export function toText(input: string | Uint8Array, options: ReadOptions = {}): string {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size > maxBytes) {
    throw new X12ReadError(
      'too-large',
      `The file is ${megabytes(size)} MB; the largest file we read is ${megabytes(maxBytes)} MB.`,
    );
  }
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  if (text.trim() === '') throw new X12ReadError('empty', 'The file is empty.');
  return text;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}

/**
 * Split a file into segments, learning its delimiters from the first ISA. Line breaks after
 * segment terminators (common in files meant to be read by people) are ignored. A file that does
 * not start with an ISA, or that ends in the middle of a segment, is refused.
 */
export function readSegments(text: string): { delimiters: Delimiters; segments: Segment[] } {
  const body = text.replace(/^\uFEFF/, '').replace(/^\s+/, '');
  if (!body.startsWith('ISA')) {
    throw new X12ReadError(
      'not-x12',
      'This is not an X12 file: it does not start with an ISA segment.',
    );
  }
  if (body.length < ISA_LENGTH) {
    throw new X12ReadError(
      'truncated',
      'The file ends inside its ISA segment (it may have been cut short).',
    );
  }
  const elementSeparator = body.charAt(3);
  const isaParts = body.slice(0, ISA_LENGTH - 1).split(elementSeparator);
  if (isaParts.length !== 17 || /[A-Za-z0-9\s]/.test(elementSeparator)) {
    throw new X12ReadError(
      'envelope',
      'The ISA segment is not the fixed 106 characters with 16 elements that X12 requires.',
    );
  }
  const delimiters: Delimiters = {
    element: elementSeparator,
    component: body.charAt(ISA_LENGTH - 2),
    repetition: isaParts[11] ?? '^',
    segment: body.charAt(ISA_LENGTH - 1),
  };
  if (/[A-Za-z0-9 ]/.test(delimiters.segment) || delimiters.segment === delimiters.element) {
    throw new X12ReadError(
      'envelope',
      'The ISA segment does not end with a segment terminator at character 106.',
    );
  }
  const pieces = body.split(delimiters.segment);
  const last = pieces.pop() ?? '';
  if (last.trim() !== '') {
    throw new X12ReadError(
      'truncated',
      `The file ends in the middle of segment ${pieces.length + 1} (it may have been cut short).`,
    );
  }
  const segments: Segment[] = [];
  pieces.forEach((piece, index) => {
    const clean = piece.replace(/^[\r\n]+/, '').replace(/[\r\n]+$/, '');
    if (clean === '') {
      throw new X12ReadError('structure', `Segment ${index + 1} is empty.`);
    }
    const [id = '', ...elements] = clean.split(delimiters.element);
    if (!/^[A-Z][A-Z0-9]{1,2}$/.test(id)) {
      throw new X12ReadError('structure', `Segment ${index + 1} does not start with a segment id.`);
    }
    segments.push({ id, elements, position: index + 1 });
  });
  return { delimiters, segments };
}
