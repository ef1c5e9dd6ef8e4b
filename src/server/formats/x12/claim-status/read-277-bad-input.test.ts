import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { X12ReadError } from '../errors.ts';
import { homeVisitInquiry } from '../fixtures/claim-status/inquiries.ts';
import { responseFixture } from '../testing/response-fixtures.ts';
import { thrownBy } from '../testing/thrown.ts';
import { readClaimStatusResponse } from './read-277.ts';
import { write276 } from './write-276.ts';

/**
 * Files the 277 reader refuses: each refusal is an X12ReadError with a plain message that names
 * segments and elements, never a patient's name or member ID.
 */

const pended = readFileSync(
  new URL('../fixtures/claim-status/pended-more-information.277', import.meta.url),
  'utf8',
);
const refusal = (input: string) => thrownBy(X12ReadError, () => readClaimStatusResponse(input));
const PHI = /RIVERA|ANA|91234567A|DB-2026-000101|DB276/;

/** The pended fixture with one segment replaced (and SE01 kept right when `count` changes). */
const withSegment = (from: string, to: string, count = 0) =>
  pended.replace(from, to).replace('SE*17*0001', `SE*${17 + count}*0001`);

describe('files that are not a 277 claim status answer', () => {
  it.each([
    ['an empty file', '', 'empty', 'The file is empty.'],
    ['text', 'Dear provider, your claim is pending.', 'not-x12', 'This is not an X12 file'],
    ['a 277CA', responseFixture('277ca-accepted-and-rejected.x12'), 'wrong-transaction', 'a 277CA'],
    ['an 835', responseFixture('835-paid.x12'), 'wrong-transaction', 'an 835 remittance'],
    ['a 999', responseFixture('999-rejected.x12'), 'wrong-transaction', 'a 999'],
    ['a TA1 alone', responseFixture('ta1-rejected.x12'), 'wrong-transaction', '(TA1)'],
    ['our own 276', write276(homeVisitInquiry), 'wrong-transaction', 'a 276 claim status inquiry'],
  ])('%s', (_what, input, problem, words) => {
    const error = refusal(input);
    expect(error.problem).toBe(problem);
    expect(error.message).toContain(words);
    expect(error.message).not.toMatch(PHI);
  });

  it('a 277 of another version says so', () => {
    const error = refusal(pended.replaceAll('005010X212', '004010X093'));
    expect(error.message).toBe(
      'This file holds a 277 of another version (004010X093); we expected a 277 claim status answer (005010X212).',
    );
  });
});

describe('a 277 cut short or broken', () => {
  it('cut short anywhere: always refused as an X12ReadError without patient data', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: pended.trimEnd().length - 2 }), (at) => {
        const error = refusal(pended.slice(0, at));
        expect(['truncated', 'not-x12', 'envelope', 'counts']).toContain(error.problem);
        expect(error.message).not.toMatch(PHI);
      }),
    );
  });

  it.each([
    [
      'an STC before any claim TRN',
      withSegment('TRN*2*DB276-000101-1~', '', -1),
      'STC at segment 14 is outside a claim (no TRN before it).',
    ],
    [
      'a claim with no STC',
      withSegment('STC*P3:123:85*20261226**162.11******R4:252:85~', '', -1),
      'A claim answered in 277 transaction 0001 has no STC status.',
    ],
    [
      'a charge that is not an amount',
      withSegment('**162.11*', '**16X.11*'),
      'STC04 (segment 15) is not an amount.',
    ],
    [
      'a trace number missing',
      withSegment('TRN*2*DB276-000101-1~', 'TRN*2~'),
      'TRN02 (segment 14) is missing.',
    ],
    [
      'a segment that has no place in a 277',
      withSegment('DTP*472*D8*20261102~', 'DTP*472*D8*20261102~CLM*X~', 1),
      'Segment 19 (CLM) does not belong in a 277 claim status answer.',
    ],
    [
      'a level that is not a 277’s',
      withSegment('HL*4*3*22*0~', 'HL*4*3*PT~'),
      'HL03 (segment 12): unexpected hierarchical level for a 277.',
    ],
  ])('%s', (_what, input, message) => {
    const error = refusal(input);
    expect(error.problem).toBe('structure');
    expect(error.message).toBe(message);
  });
});
