import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validate276 } from './validate-276.ts';

/** The 276 validator passes the writer's fixtures and fails on each kind of broken file. */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/claim-status/${name}.276`, import.meta.url), 'utf8');
const home = fixture('home-visit');

describe('validate276', () => {
  it('passes the fixtures', () => {
    expect(validate276(home)).toEqual([]);
    expect(validate276(fixture('practice-stay'))).toEqual([]);
  });

  it.each([
    ['a wrong functional group', home.replace('GS*HR*', 'GS*HC*'), 'GS: HR'],
    [
      'an NPI failing its check digit',
      home.replace('XX*1234567893', 'XX*1234567890'),
      'valid XX NPI',
    ],
    ['no DMG', home.replace('DMG*D8*19940721*F~\n', '').replace('SE*17', 'SE*16'), 'expected DMG'],
    ['an impossible date', home.replace('DTP*472*D8*20261102', 'DTP*472*D8*20261131'), 'D8 date'],
    ['a range backwards', home.replace('D8*20261102', 'RD8*20261102-20261101'), 'RD8 range'],
    ['money with a needless zero', home.replace('AMT*T3*162.11', 'AMT*T3*162.10'), 'decimal'],
    ['a wrong count', home.replace('SE*17', 'SE*18'), 'SE must count 17'],
    ['a wrong HL parent', home.replace('HL*4*3*22*0', 'HL*4*2*22*0'), 'HL*4*3*22*0'],
    ['IEA not matching ISA13', home.replace('IEA*1*000002001', 'IEA*1*000002002'), 'IEA*1'],
  ])('fails %s', (_what, file, words) => {
    expect(validate276(file).join('\n')).toContain(words);
  });
});
