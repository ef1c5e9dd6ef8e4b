import type { z } from 'zod';
import { invalid, unprocessable } from './domain-errors.ts';

/**
 * Parses a service's input with the same shared schema the HTTP route and the web form use, so
 * a call from the command line meets the rules a call from the console meets. A refusal names
 * each field and the rule it broke (never the value).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid('Some fields are not valid.', fieldsOf(result.error.issues));
}

/**
 * Like parseInput, for data whose rules an operator writes (a payer profile): a body that is
 * not the expected shape (a key we do not know, a value of the wrong JSON type) is malformed
 * and refused as parseInput refuses it; well formed but against a rule (an unknown code, a
 * missing source, dates that do not make sense) is unprocessable, refused in one sentence that
 * names the first field it was found in.
 */
export function parseRules<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { issues } = result.error;
  const fields = fieldsOf(issues);
  const malformed = issues.some(
    (issue) =>
      issue.code === 'unrecognized_keys' ||
      (issue.code === 'invalid_type' && wrongJsonType(issue.expected, valueAt(input, issue.path))),
  );
  if (malformed) throw invalid('Some fields are not valid.', fields);
  const [path, message] = Object.entries(fields)[0]!;
  throw unprocessable(`${path}: ${message}`, { fields });
}

function fieldsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  return fields;
}

/**
 * Whether a value is of another JSON type than the one expected: a string where a number goes.
 * A missing value is a rule (a required field), and so is 12.5 where a whole number goes (zod
 * calls both a wrong type).
 */
function wrongJsonType(expected: string, value: unknown): boolean {
  if (value === undefined) return false;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const wanted = expected === 'int' || expected === 'bigint' ? 'number' : expected;
  return actual !== wanted;
}

/** The value at `path` inside `input`, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
