import { describe, expect, it } from 'vitest';
import { readEnvelopes } from './envelope.ts';
import { responseFixture as fixture } from './testing/response-fixtures.ts';

/**
 * The reader holds a file's bytes, not a copy of them as text or a list of every segment: each
 * transaction's segments are handed to its reader one at a time and let go.
 */
describe('the X12 reader streams segments', () => {
  it('hands each transaction over as an iterator, not a list, and keeps none of its segments', () => {
    const seen: unknown[] = [];
    const file = readEnvelopes(Buffer.from(fixture('835-paid.x12')), {
      onTransaction(transaction) {
        expect(Array.isArray(transaction.segments)).toBe(false);
        for (const segment of transaction.segments) seen.push(segment.id);
      },
    });
    expect(seen[0]).toBe('BPR');
    expect(seen).toHaveLength(19);
    expect(file.interchanges[0]?.groups[0]?.transactions[0]?.segments).toEqual([]);
  });

  it('what a reader leaves unread is still read past to the SE and checked', () => {
    const text = fixture('835-paid.x12');
    expect(() =>
      readEnvelopes(text.replace(/SE\*\d+\*0001/, 'SE*99*0001'), {
        onTransaction(transaction) {
          for (const segment of transaction.segments) if (segment.id === 'TRN') break;
        },
      }),
    ).toThrow('SE01 says 99 segments but 21 were found in ST02 0001.');
  });
});
