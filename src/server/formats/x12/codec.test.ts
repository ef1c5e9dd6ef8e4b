import { describe, expect, it } from 'vitest';
import { formatSegment, readSegments } from './codec.ts';
import { readEnvelopes } from './envelope.ts';
import { X12ReadError } from './errors.ts';
import { thrownBy } from './testing/thrown.ts';
import { personNameText, plainText, x12Text } from './text.ts';
import { formatMoney, parseMoney, parsePeriod } from './values.ts';

describe('writing segments', () => {
  it('drops empty trailing elements and components, keeps empty ones in the middle', () => {
    expect(formatSegment(['NM1', '85', '2', 'ACME', '', '', '', '', 'XX', '1234567893'])).toBe(
      'NM1*85*2*ACME*****XX*1234567893',
    );
    expect(formatSegment(['SBR', 'P', '18', '', '', ''])).toBe('SBR*P*18');
    expect(formatSegment(['SV1', ['HC', 'Z1034', 'XP', ''], '162.11'])).toBe(
      'SV1*HC:Z1034:XP*162.11',
    );
  });
});

describe('text rules', () => {
  it.each([
    ['José Muñoz', 'JOSE MUNOZ'],
    ['a*b~c:d^e', 'A B C D E'],
    ['tab\there\nnew\u0000line', 'TAB HERE NEW LINE'],
    ['Ærin Groß 🌸 李', 'AERIN GROSS'],
    ['  spaced   out  ', 'SPACED OUT'],
    ['“quoted” – dash', '"QUOTED" - DASH'],
  ])('x12Text(%j) → %j', (input, output) => {
    expect(x12Text(input)).toBe(output);
  });

  it('person names keep letters, digits, spaces, hyphens and apostrophes', () => {
    expect(personNameText("St. John-O'Hara, Jr.", 60)).toBe("ST JOHN-O'HARA JR");
  });

  it('cuts at the maximum length without a trailing space', () => {
    expect(plainText('ABCDE FGHIJ', 6)).toBe('ABCDE');
  });
});

describe('money and dates', () => {
  it.each([
    [16211, '162.11'],
    [10000, '100'],
    [4050, '40.5'],
    [5, '0.05'],
    [0, '0'],
    [-16211, '-162.11'],
  ])('%i cents is written %s and read back', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
    expect(parseMoney(text)).toBe(cents);
  });

  it('reads the forms others write, refuses what is not money', () => {
    expect(parseMoney('162.110')).toBe(16211);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('100.')).toBe(10000);
    for (const bad of ['', '-', '.', '1.005', '12a', '1,000'])
      expect(parseMoney(bad)).toBeUndefined();
  });

  it('reads D8 and RD8 periods', () => {
    expect(parsePeriod('D8', '20261102')).toEqual({ from: '2026-11-02', to: '2026-11-02' });
    expect(parsePeriod('RD8', '20261101-20261130')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parsePeriod('D8', '20260230')).toBeUndefined();
  });
});

const ISA =
  'ISA*00*          *00*          *ZZ*CLEARHOUSE01   *ZZ*DOULABILL      *261124*0900*^*00501*000000017*0*T*:~';
const file = (body: string, trailer = 'IEA*1*000000017~') =>
  `${ISA}GS*FA*CLEARHOUSE01*DOULABILL*20261124*0900*17*X*005010X231A1~${body}GE*1*17~${trailer}`;
const ST = 'ST*999*0001*005010X231A1~AK1*HC*1*005010X222A1~AK9*A*1*1*1~SE*4*0001~';

describe('reading envelopes', () => {
  it('learns the delimiters from the ISA and tolerates line breaks between segments', () => {
    const text = file(ST).replaceAll('~', '~\r\n').replaceAll('*', '|').replace('|:~', '|>~');
    const read = readEnvelopes(text.replace(/\|\^\|/, '|^|'));
    expect(read.delimiters).toEqual({
      element: '|',
      component: '>',
      repetition: '^',
      segment: '~',
    });
    expect(read.interchanges[0]?.groups[0]?.transactions[0]?.type).toBe('999');
  });

  const refused = (text: string) => thrownBy(X12ReadError, () => readEnvelopes(text));

  it.each([
    ['not X12', 'hello world', 'not-x12', /does not start with an ISA/],
    ['cut inside the ISA', ISA.slice(0, 60), 'truncated', /ends inside its ISA/],
    ['cut mid-segment', file(ST).slice(0, -6), 'truncated', /ends in the middle of segment/],
    [
      'cut after a segment',
      file(ST).slice(0, file(ST).indexOf('GE*')),
      'truncated',
      /no GE trailer/,
    ],
    [
      'IEA control number unlike ISA13',
      file(ST, 'IEA*1*000000018~'),
      'envelope',
      /IEA02 \(000000018\) does not match ISA13/,
    ],
    [
      'holding a NUL byte (damaged: PostgreSQL could not keep the reason quoting it)',
      file(ST, 'IEA*1*\u000000000017~'),
      'not-x12',
      /segment 8 holds a NUL byte/,
    ],
    ['SE count wrong', file(ST.replace('SE*4', 'SE*5')), 'counts', /SE01 says 5 segments but 4/],
    [
      'GE count wrong',
      file(ST).replace('GE*1*17', 'GE*2*17'),
      'counts',
      /GE01 says 2 transaction sets but 1/,
    ],
    ['a segment outside ST/SE', file(`AK1*HC*1~${ST}`), 'envelope', /outside any transaction set/],
    [
      'a short ISA',
      ISA.replace('DOULABILL      ', 'DOULABILL') + 'GS*FA~',
      'envelope',
      /ISA segment/,
    ],
  ])('refuses a file %s', (_what, text, problem, message) => {
    const error = refused(text);
    expect(error.problem).toBe(problem);
    expect(error.message).toMatch(message);
  });

  it('reads every segment with its position', () => {
    const { segments } = readSegments(file(ST));
    expect(segments.map((s) => s.id)).toEqual(['ISA', 'GS', 'ST', 'AK1', 'AK9', 'SE', 'GE', 'IEA']);
    expect(segments[3]).toEqual({ id: 'AK1', elements: ['HC', '1', '005010X222A1'], position: 4 });
  });
});
