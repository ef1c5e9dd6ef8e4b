import type { z } from 'zod';
import { invalid } from './domain-errors.ts';

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
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  throw invalid('Some fields are not valid.', fields);
}
