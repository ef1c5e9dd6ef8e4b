import fc from 'fast-check';
import { isStorableText } from '#domain/records/storable-text';

/**
 * What the hostile-input tests send: text of every kind a person or an attacker might type
 * (long, unicode of every kind, NUL, lone surrogates, SQL and HTML fragments), bodies of the
 * three kinds below, and tampering (a wrong type, an unknown key). HOSTILE_RUNS sets the runs
 * per route (50 by default).
 */
export const RUNS = Number(process.env.HOSTILE_RUNS ?? 50);

const fragments = [
  "Robert'); DROP TABLE patients;--",
  "' OR '1'='1",
  '"; SELECT pg_sleep(5); --',
  '$1',
  '\\',
  '%',
  '_',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '&lt;b&gt;&amp;',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '\r\nSet-Cookie: session=stolen',
  '\u202Egnp.exe', // right-to-left override
  '\u200B\u200C\u200D\u2060', // zero-width characters
  '\uFEFF', // byte order mark (JavaScript trims it)
  '\u00A0\u2003\u3000', // non-breaking and wide spaces
  '\u2028\u2029',
  '👩🏽‍⚕️👶🏿🇺🇸',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  'Z̸̡̛a̵l̶g̷o̴',
  '𝕳𝖊𝖑𝖑𝖔',
  'e\u0301',
  '\u0000',
  'A\u0000B',
  '\uD800', // lone surrogates
  '\uDFFF',
  '\u0007\u001b[31m\u007f',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '   ',
] as const;

const asciiChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Text of any kind, up to a little past the field's limit. */
export const hostileText = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fragments) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 6 })
        .map((parts) => parts.join('')),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.oneof(asciiChar, loneSurrogate), maxLength: 10 }),
    },
    // Around the limit, counted in UTF-16 units as the schemas count.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: max - 1, max: max + 1 }), fc.constantFrom('x', 'é', '😀'))
        .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
    },
    // Far past it, and past the 64 KiB body limit.
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), 'x'.repeat(70_000)) },
  );

const padding = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00A0', '\u2003', '\uFEFF', '\u3000'), {
    maxLength: 4,
  })
  .map((chars) => chars.join(''));

/** A valid value, with white space around it the server must trim. */
export const padded = (value: string) =>
  fc.tuple(padding, padding).map(([before, after]) => `${before}${value}${after}`);

/**
 * Each run is one of three kinds. "acceptable": every field holds text the schemas must accept
 * (hostile, but storable and within its limit) and the body is untampered, so the request must
 * succeed and store exactly that text, trimmed. "one-field": the same, but one field holds any
 * text at all, so whatever that text does reaches the database when the schema lets it through.
 * "anything": any text in any field, wrong types, unknown keys. The last two must only be
 * answered safely (and store exactly what they sent when accepted).
 */
export type Mode = 'acceptable' | 'one-field' | 'anything';

export const acceptableText = (max: number, required: boolean) =>
  hostileText(max).filter((text) => {
    const length = text.trim().length;
    return isStorableText(text) && length <= max && (!required || length > 0);
  });

/** A free-text field: anything a person (or an attacker) might type. */
export const freeText = (mode: Mode, valid: string, max: number, required = true) =>
  mode !== 'anything'
    ? fc.oneof(padded(valid), acceptableText(max, required))
    : fc.oneof({ weight: 2, arbitrary: padded(valid) }, { weight: 3, arbitrary: hostileText(max) });

/** A field with a format (date, state, ZIP, enum): valid values, or sometimes anything. */
export const formatted = (mode: Mode, valid: readonly string[], invalid: readonly string[] = []) =>
  mode !== 'anything'
    ? fc.constantFrom(...valid)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...valid, ...invalid) },
        { weight: 1, arbitrary: padded(valid[0]!) },
        { weight: 1, arbitrary: hostileText(20) },
      );

/**
 * Runs of all three kinds: the body for the mode (with one field overwritten in "one-field"
 * mode, by `override` when the field is not at the top level) and tampering for "anything".
 */
export const runsOf = <T extends object>(
  body: (mode: Mode) => fc.Arbitrary<T>,
  fieldNames: string[],
  options: { overridable?: string[]; override?: (body: T, field: string, text: string) => T } = {},
) => {
  const { overridable = fieldNames, override = (b, field, text) => ({ ...b, [field]: text }) } =
    options;
  return fc.constantFrom<Mode>('acceptable', 'one-field', 'anything').chain((mode) =>
    fc.record({
      mode: fc.constant(mode),
      body:
        mode === 'one-field'
          ? fc
              .tuple(body(mode), fc.constantFrom(...overridable), hostileText(200))
              .map(([b, field, text]) => override(b, field, text))
          : body(mode),
      tamper: mode === 'anything' ? tampering(fieldNames) : fc.constant<Tampering>({}),
    }),
  );
};

// ---- Tampering every body gets: a wrong type or an unknown key ----

export interface Tampering {
  wrongType?: { field: string; value: unknown };
  unknownKey?: { key: string; value: unknown };
}

const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

export const tampering = (fieldNames: string[]): fc.Arbitrary<Tampering> =>
  fc.record(
    {
      wrongType: fc.option(
        fc.record({ field: fc.constantFrom(...fieldNames), value: notAString }),
        {
          freq: 5,
          nil: undefined,
        },
      ),
      unknownKey: fc.option(
        fc.record({
          key: fc
            .oneof(
              fc.constantFrom('userId', 'id', 'deleted', 'createdAt', 'status', 'owner', 'isAdmin'),
              fc.string({ minLength: 1, maxLength: 12 }),
            )
            .filter((key) => !fieldNames.includes(key) && key !== '__proto__'),
          value: fc.jsonValue({ maxDepth: 1 }),
        }),
        { freq: 5, nil: undefined },
      ),
    },
    { requiredKeys: [] },
  );

export const tampered = (tamper: Tampering) => Boolean(tamper.wrongType ?? tamper.unknownKey);

export function applyTampering(body: Record<string, unknown>, tamper: Tampering) {
  const result: Record<string, unknown> = { ...body };
  if (tamper.wrongType) result[tamper.wrongType.field] = tamper.wrongType.value;
  if (tamper.unknownKey) result[tamper.unknownKey.key] = tamper.unknownKey.value;
  return result;
}

/** Hostile text for a path: NUL included, but no lone surrogate (it cannot be percent-encoded). */
export const encodableText = hostileText(40).filter((text) => !/\p{Cs}/u.test(text));

/** Long runs of one character shortened in failure reports ("x×70000"), which stay readable. */
const shorten = (text: string) =>
  text.replace(/(.)\1{40,}/gsu, (run, char: string) => `${char}×${[...run].length}`).slice(0, 4000);

export const run = <Ts extends unknown[]>(property: fc.IAsyncProperty<Ts>) =>
  fc.assert(property, {
    numRuns: RUNS,
    reporter: (details) => {
      if (!details.failed) return;
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      throw new Error(shorten(`${fc.defaultReportMessage(details) ?? 'failed'}\nCause: ${cause}`));
    },
  });
