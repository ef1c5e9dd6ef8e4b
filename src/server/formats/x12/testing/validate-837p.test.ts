import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validate837p } from './validate-837p.ts';

/** The structural validator must fail on files that break the guide, or it proves nothing. */

const good = readFileSync(new URL('../fixtures/837p/facility-claim.837', import.meta.url), 'utf8');
const mutate = (from: string | RegExp, to: string) => {
  const changed = good.replace(from, to);
  expect(changed).not.toBe(good);
  return validate837p(changed);
};

describe('validate837p', () => {
  it('passes a good file', () => {
    expect(validate837p(good)).toEqual([]);
  });

  it.each([
    [
      'an ISA id that is not padded to 15',
      /DOULABILL {6}/,
      'DOULABILL ',
      /ISA: must be 106 characters/,
    ],
    ['a wrong SE count', 'SE*30*0001', 'SE*29*0001', /SE01 .*must count ST..SE/],
    ['SE02 unlike ST02', 'SE*30*0001', 'SE*30*0002', /SE02 .*must equal ST02/],
    ['IEA02 unlike ISA13', 'IEA*1*000000001', 'IEA*1*000000002', /IEA02 .*must equal ISA13/],
    ['GE02 unlike GS06', 'GE*1*1~', 'GE*1*2~', /GE02 .*must equal GS06/],
    [
      'a subscriber HL pointing nowhere',
      'HL*2*1*22*0',
      'HL*2*3*22*0',
      /HL02 .*billing provider HL/,
    ],
    ['HL numbers that skip', 'HL*2*1*22*0', 'HL*3*1*22*0', /HL01 .*must be 2/],
    ['a missing diagnosis segment', /HI\*[^~]*~\n/, '', /expected HI/],
    ['a diagnosis with its dot', 'ABK:O80', 'ABK:O8.0', /HI01 .*ICD-10 code without its dot/],
    ['a wrong version', 'X*005010X222A1', 'X*004010X098A1', /GS08/],
    [
      'a claim total unlike its lines',
      'CLM*DB-2026-000102*685.07',
      'CLM*DB-2026-000102*685.08',
      /must equal the sum of SV102/,
    ],
    [
      'an empty trailing element',
      'N3*2823 FRESNO ST~',
      'N3*2823 FRESNO ST*~',
      /ends with an empty element/,
    ],
    ['a 5-digit facility ZIP', '937211324', '93721', /N403 .*ZIP/],
    ['a bad NPI', 'XX*1003347634', 'XX*1003347635', /NM109 .*valid NPI/],
    ['a pointer past the diagnoses', 'UN*1***1:2', 'UN*1***1:3', /SV107/],
    ['SV105 equal to CLM05-1', 'UN*1***1:2', 'UN*1*21**1:2', /SV105/],
    ['a replacement without REF*F8', '21:B:1', '21:B:7', /expected REF\*F8/],
    ['non-ASCII text', 'FRESNO ST', 'FRESNÖ ST', /outside printable ASCII/],
    [
      'a rendering provider equal to the billing provider',
      'HI*ABK:O80*ABF:Z370~\n',
      'HI*ABK:O80*ABF:Z370~\nNM1*82*1*OKAFOR*MAYA****XX*1234567893~\n',
      /2310B only when/,
    ],
    ['an unknown segment', 'LX*1~', 'PWK*OZ*BM~\nLX*1~', /expected LX|expected SE/],
  ])('fails %s', (_what, from, to, message) => {
    expect(mutate(from, to).join('\n')).toMatch(message);
  });
});
