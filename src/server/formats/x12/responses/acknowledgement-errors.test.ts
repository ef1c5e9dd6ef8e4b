import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeGroupErrors,
  describeSegmentError,
  describeTransactionErrors,
} from './acknowledgement-errors.ts';
import { read999 } from './read-response.ts';

/**
 * A 999 names what the clearinghouse could not read by codes: IK3 a segment (its id, its
 * position counted from ST, its loop, IK304 what is wrong), IK4 an element of it (IK401 its
 * position, IK403 what is wrong), IK5 the transaction set, AK9 the group. These are the
 * sentences an operator reads instead.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/responses/${name}`, import.meta.url), 'utf8');

describe('999 errors in plain words', () => {
  it('999-rejected.x12: a bad code in NM109 and a missing HI segment', () => {
    const [ack] = read999(fixture('999-rejected.x12')).acknowledgements;
    expect(describeTransactionErrors(ack!.transactions[0]!)).toEqual([
      'Element NM109 (segment 10, NM1 in loop 2010AA) has a code that is not valid.',
      'The HI segment (segment 23, HI in loop 2300) is required but missing.',
    ]);
  });

  it('a transaction refused without segment errors says why from its IK5 codes', () => {
    const text = fixture('999-rejected.x12')
      .replace(/IK3\*NM1[^\n]*\nIK4[^\n]*\nIK3\*HI[^\n]*\n/, '')
      .replace('IK5*R*5', 'IK5*R*4*99')
      .replace('SE*9*', 'SE*6*');
    const [ack] = read999(text).acknowledgements;
    expect(describeTransactionErrors(ack!.transactions[0]!)).toEqual([
      'The segment count in SE is wrong.',
      'Error code 99.',
    ]);
  });

  it('names a component of a composite element and an unknown code as they are', () => {
    expect(
      describeSegmentError({
        segmentId: 'SV1',
        position: 30,
        loop: '2400',
        code: '8',
        elements: [{ position: '1:2', code: 'Z9' }],
      }),
    ).toEqual(['Element SV101-2 (segment 30, SV1 in loop 2400) has error code Z9.']);
    expect(describeSegmentError({ segmentId: 'REF', position: 4, elements: [] })).toEqual([
      'The REF segment (segment 4, REF) is in error.',
    ]);
  });

  it('a group refused as a whole (AK905)', () => {
    const text = fixture('999-rejected.x12').replace('AK9*R*1*1*0', 'AK9*R*1*1*0*5');
    const [ack] = read999(text).acknowledgements;
    expect(describeGroupErrors(ack!)).toEqual(['The transaction count in GE is wrong.']);
  });
});
