import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediCalMonth } from '../fixtures/eligibility/inquiries.ts';
import { answerForTrace } from './eligibility-answer.ts';
import { read271 } from './read-271.ts';
import { write270 } from './write-270.ts';

/**
 * What the 270 asks comes back in the 271 as the payer echoes it: the trace number and its
 * originator, the member ID, the name and date of birth. The 271 here is the 270 turned into
 * the payer's answer the way payers build one (TRN01 1 → 2, each EQ answered by an EB), so any
 * inquiry the writer accepts must be matched again by `answerForTrace`.
 */

const asAnswer = (inquiry: string) =>
  inquiry
    .replace('GS*HS*', 'GS*HB*')
    .replace('ST*270*', 'ST*271*')
    .replace('BHT*0022*13*', 'BHT*0022*11*')
    .replace('~TRN*1*', '~TRN*2*')
    .replace(/~EQ\*([^~]+)/g, '~EB*1*IND*$1');

const identifier = (max: number) =>
  fc.stringMatching(new RegExp(`^[A-Z0-9][A-Z0-9-]{1,${max - 1}}$`));

describe('270 → 271 round trip', () => {
  it('the answer is found by the trace asked, with the member as asked', () => {
    fc.assert(
      fc.property(
        identifier(30),
        identifier(20),
        fc.stringMatching(/^9[A-Z0-9]{9}$/),
        fc.stringMatching(/^[A-Z][A-Z' -]{0,20}[A-Z]$/),
        fc.date({ min: new Date('1950-01-01'), max: new Date('2012-12-31'), noInvalidDate: true }),
        fc.subarray(['30', '69', 'BU', 'BT', 'A3'], { minLength: 1 }),
        (traceNumber, memberId, originatorId, last, born, serviceTypes) => {
          const trace = { number: traceNumber, originatorId };
          const birthDate = born.toISOString().slice(0, 10);
          const inquiry = write270({
            ...mediCalMonth,
            trace,
            serviceTypes,
            subscriber: { memberId, name: { last, first: 'Ana' }, birthDate },
          });
          const [report] = read271(asAnswer(inquiry));
          const member = answerForTrace(report!, trace);
          expect(member).toMatchObject({
            memberId,
            name: { last: last.replace(/ {2,}/g, ' '), first: 'ANA' },
            birthDate,
            coverage: 'active',
          });
          expect(member?.benefits.map((b) => b.serviceTypes[0])).toEqual(serviceTypes);
          expect(answerForTrace(report!, { ...trace, number: `${traceNumber}0` })).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });
});
