import type { z } from 'zod';

/** The first message for each field a schema refuses ('body' for the whole input), as shown. */
export function firstErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return errors;
}

/**
 * Which of `fields` (each added alone to a valid input, with its sample value) the schema
 * accepts. Fields only the server sets (ids, owners, timestamps) must all be refused, so the
 * answer should be empty.
 */
export function acceptedServerFields(
  schema: z.ZodType,
  valid: object,
  fields: Record<string, unknown>,
): string[] {
  return Object.entries(fields)
    .filter(([field, value]) => schema.safeParse({ ...valid, [field]: value }).success)
    .map(([field]) => field);
}
