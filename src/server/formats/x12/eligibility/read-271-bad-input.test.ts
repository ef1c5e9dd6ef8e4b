import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { X12ReadError } from '../errors.ts';
import { responseFixture } from '../testing/response-fixtures.ts';
import { thrownBy } from '../testing/thrown.ts';
import { read271 } from './read-271.ts';

/**
 * What the 271 reader refuses: a file that does not parse, another transaction set, a file cut
 * short, a 271 whose loops are out of place. Each refusal is an X12ReadError with a plain
 * message that names segments and elements, never a name, member ID or date from the file.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/eligibility/${name}`, import.meta.url), 'utf8');
const active = fixture('271-active.x12');
const refusal = (input: string) => thrownBy(X12ReadError, () => read271(input));
/** The active 271 with one change, its SE count kept right when segments are added. */
const changed = (from: string, to: string, added = 0) => {
  const file = active.replace(from, to);
  expect(file).not.toBe(active);
  return file.replace(/SE\*(\d+)\*/, (_m, n: string) => `SE*${Number(n) + added}*`);
};
const PHI = /RIVERA|ANA|91234567A|19940308|1994-03-08|1420 ELM/;

describe('a 271 that cannot be read', () => {
  it.each([
    ['an empty file', '', 'empty', /empty/],
    ['not X12 at all', '<html>Service unavailable</html>', 'not-x12', /not an X12 file/],
    ['a file cut short', active.slice(0, active.indexOf('DMG*') + 8), 'truncated', /cut short/],
    [
      'a file whose SE count is wrong',
      active.replace(/SE\*\d+\*/, 'SE*3*'),
      'counts',
      /SE01 says 3 segments/,
    ],
    [
      'our own 270 sent back',
      fixture('medi-cal-month.270'),
      'wrong-transaction',
      /a 270 eligibility inquiry \(what we send, not an answer\); we expected a 271/,
    ],
    [
      'a 999 instead of a 271',
      responseFixture('999-rejected.x12'),
      'wrong-transaction',
      /a 999 acknowledgement/,
    ],
    [
      'a TA1 alone',
      responseFixture('ta1-rejected.x12'),
      'wrong-transaction',
      /only an interchange acknowledgement \(TA1\)/,
    ],
    [
      'a 271 of the older 4010 guide',
      active.replaceAll('005010X279A1', '004010X092A1'),
      'wrong-transaction',
      /a 271 of another version/,
    ],
    [
      'an unknown hierarchical level',
      changed('HL*3*2*22*0', 'HL*3*2*PT*0'),
      'structure',
      /HL03 \(segment 9\): unexpected hierarchical level/,
    ],
    [
      'a subscriber with no provider above it',
      changed('HL*2*1*21*1~\nNM1*1P*1*OKAFOR*MAYA****XX*1234567893~\n', '', -2),
      'structure',
      /subscriber HL at segment 7 has no provider HL/,
    ],
    [
      'a subscriber HL whose HL02 names no provider HL',
      changed('HL*3*2*22*0', 'HL*3*1*22*0'),
      'structure',
      /subscriber HL at segment 9 has no provider HL/,
    ],
    [
      'a second payer in one transaction',
      changed('HL*3*2*22*0~', 'HL*3**20*1~\nHL*4*3*21*1~\nHL*5*4*22*0~', 2),
      'structure',
      /payer HL at segment 9 is a second payer/,
    ],
    [
      'a segment that does not belong in a member loop',
      changed('DMG*D8*19940308*F~', 'DMG*D8*19940308*F~\nCLP*X~', 1),
      'structure',
      /Segment 16 \(CLP\) does not belong/,
    ],
    [
      'a 2120C loop outside any benefit',
      changed('DMG*D8*19940308*F~', 'DMG*D8*19940308*F~\nLS*2120~', 1),
      'structure',
      /Segment 16 \(LS\) does not belong/,
    ],
    [
      'a DTP with an impossible date',
      changed('DTP*346*D8*20250601', 'DTP*346*D8*20250231'),
      'structure',
      /DTP03 \(segment 19\) is not a D8 date/,
    ],
    [
      'an EB amount that is not an amount',
      changed('EB*B*IND*69*MC**27*0', 'EB*B*IND*69*MC**27*ABC'),
      'structure',
      /EB07 \(segment 21\) is not an amount/,
    ],
    [
      'an AAA without its reason',
      changed('DMG*D8*19940308*F~', 'DMG*D8*19940308*F~\nAAA*N**~', 1),
      'structure',
      /AAA03 \(segment 16\) is missing/,
    ],
  ])('refuses %s', (_what, input, problem, message) => {
    const error = refusal(input);
    expect(error.problem).toBe(problem);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(PHI);
  });

  it('reads a 271 with CRLF line breaks and other delimiters the same', () => {
    const other = active
      .replaceAll('*', '|')
      .replaceAll('~\n', '!\r\n')
      .replace('|^|00501', '|+|00501')
      .replace('69^BU', '69+BU');
    expect(read271(other)).toEqual(read271(active));
  });
});
