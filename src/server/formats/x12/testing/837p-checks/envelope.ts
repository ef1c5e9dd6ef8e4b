import { an, DATE, e, QUALIFIERS, type Seg, TIME, type Validation } from './validation.ts';

/**
 * The file's characters and its split into segments, with the problems a segment can have on
 * its own (line breaks, empty trailing elements or components, stray separators, padding).
 * Undefined when the ISA is not the fixed 106 characters, so nothing else can be read.
 */
export function readSegments(v: Validation, file: string): Seg[] | undefined {
  if (/[^\x20-\x7e\r\n]/.test(file)) v.fail('file: contains a character outside printable ASCII');
  const isa = file.slice(0, 106);
  if (!isa.startsWith('ISA*') || isa[105] !== '~' || isa[104] !== ':') {
    v.fail('ISA: must be 106 characters ending ":~" with "*" separators');
    return undefined;
  }
  const raw = file.split('~');
  if (raw.pop()?.trim() !== '') v.fail('file: does not end with a segment terminator');
  return raw.map((text, index) => {
    const trimmed = text.replace(/^\r?\n/, '');
    if (/[\r\n]/.test(trimmed)) v.fail(`segment ${index + 1}: line break inside a segment`);
    if (trimmed.endsWith('*')) v.fail(`segment ${index + 1}: ends with an empty element`);
    const [id = '', ...elements] = trimmed.split('*');
    elements.forEach((value, n) => {
      if (id !== 'ISA' && value.endsWith(':'))
        v.fail(`${id} ${index + 1}: element ${n + 1} ends with an empty component`);
      if (value.includes('^') && !(id === 'ISA' && n === 10))
        v.fail(`${id} ${index + 1}: element ${n + 1} contains the repetition separator`);
      if (value !== value.trim() && id !== 'ISA')
        v.fail(`${id} ${index + 1}: element ${n + 1} has leading or trailing spaces`);
    });
    return { id, el: elements, pos: index + 1 };
  });
}

/**
 * The interchange (ISA … IEA) and functional group (GS … GE) around the transaction sets.
 * Returns the segments between GS and GE, or undefined when the envelopes cannot be found.
 */
export function checkEnvelopes(v: Validation, segments: readonly Seg[]): Seg[] | undefined {
  const widths = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1];
  const first = segments[0] as Seg;
  if (first.el.length !== 16) v.fail('ISA: must have 16 elements');
  widths.forEach((width, i) => {
    if ((first.el[i] ?? '').length !== width)
      v.fail(`ISA${String(i + 1).padStart(2, '0')}: must be exactly ${width} characters`);
  });
  v.check(first, 1, /^00$/, 'must be 00');
  v.check(first, 2, /^ {10}$/, 'must be blank');
  v.check(first, 3, /^00$/, 'must be 00');
  v.check(first, 4, /^ {10}$/, 'must be blank');
  v.check(first, 5, QUALIFIERS, 'must be an interchange id qualifier');
  v.check(first, 6, /^[A-Z0-9-]+ *$/, 'must be an uppercase id padded with spaces');
  v.check(first, 7, QUALIFIERS, 'must be an interchange id qualifier');
  v.check(first, 8, /^[A-Z0-9-]+ *$/, 'must be an uppercase id padded with spaces');
  v.check(first, 9, /^\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, 'must be YYMMDD');
  v.check(first, 10, TIME, 'must be HHMM');
  v.check(first, 11, /^\^$/, 'must be the repetition separator ^');
  v.check(first, 12, /^00501$/, 'must be 00501');
  v.check(first, 13, /^\d{9}$/, 'must be nine digits');
  v.check(first, 14, /^[01]$/, 'must be 0 or 1');
  v.check(first, 15, /^[TP]$/, 'must be T or P');

  const last = segments[segments.length - 1] as Seg;
  if (last.id !== 'IEA') return stop(v, 'IEA: the file must end with IEA');
  v.check(last, 2, e(last, 2) === e(first, 13), 'must equal ISA13');
  const gsList = segments.filter((s) => s.id === 'GS');
  v.check(last, 1, e(last, 1) === String(gsList.length), 'must count the functional groups');
  const gs = segments[1] as Seg;
  if (gs.id !== 'GS') return stop(v, 'GS: must follow ISA');
  v.check(gs, 1, /^HC$/, 'must be HC');
  v.check(gs, 2, an(2, 15), 'must be 2-15 characters');
  v.check(gs, 3, an(2, 15), 'must be 2-15 characters');
  v.check(gs, 4, DATE, 'must be CCYYMMDD');
  v.check(gs, 5, /^([01]\d|2[0-3])[0-5]\d(\d{2})?$/, 'must be HHMM');
  v.check(gs, 6, /^[1-9]\d{0,8}$/, 'must be 1-9 digits');
  v.check(gs, 7, /^X$/, 'must be X');
  v.check(gs, 8, /^005010X222A1$/, 'must be 005010X222A1');
  const ge = segments[segments.length - 2] as Seg;
  if (ge.id !== 'GE') return stop(v, 'GE: must precede IEA');
  v.check(ge, 2, e(ge, 2) === e(gs, 6), 'must equal GS06');
  const body = segments.slice(2, -2);
  const stCount = body.filter((s) => s.id === 'ST').length;
  v.check(ge, 1, e(ge, 1) === String(stCount), 'must count the transaction sets');
  return body;
}

function stop(v: Validation, message: string): undefined {
  v.fail(message);
  return undefined;
}
