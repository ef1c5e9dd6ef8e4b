import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './domain-errors.ts';
import { parseRules } from './parse-input.ts';

const schema = z
  .object({
    code: z.string().refine((code) => code === 'T1032', 'This code is not one we know.'),
    cents: z.number().int('Enter whole cents.'),
    source: z.object({ title: z.string() }).strict(),
  })
  .strict();
const good = { code: 'T1032', cents: 100, source: { title: 'Manual' } };

const refusal = (input: unknown) => {
  try {
    parseRules(schema, input);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
  }
  throw new Error('not refused');
};

describe('parseRules: malformed against a broken rule', () => {
  it('keeps what passes', () => {
    expect(parseRules(schema, good)).toEqual(good);
  });

  it.each([
    ['an unknown key', { ...good, extra: 1 }],
    ['a string where a number goes', { ...good, cents: '100' }],
    ['an array where an object goes', { ...good, source: [] }],
    ['null where a string goes', { ...good, code: null }],
  ])('%s is malformed (invalid, 400)', (_what, input) => {
    expect(refusal(input)).toEqual({ kind: 'invalid', message: 'Some fields are not valid.' });
  });

  it.each([
    ['an unknown code', { ...good, code: 'X9999' }, 'code: This code is not one we know.'],
    ['a fraction of a cent', { ...good, cents: 12.5 }, 'cents: Enter whole cents.'],
    ['a missing source', { code: 'T1032', cents: 1 }, expect.stringMatching(/^source: /)],
  ])(
    '%s breaks a rule (unprocessable, 422) in one sentence naming the field',
    (_w, input, message) => {
      expect(refusal(input)).toEqual({ kind: 'unprocessable', message });
    },
  );
});
