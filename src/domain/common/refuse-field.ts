import type { z } from 'zod';

/**
 * A cross-field rule's refusal, pinned to the field whose box shows the words: the one shape
 * every schema's refinements share, so that a rule reads as its condition and its sentence.
 */
export function refuseField(
  context: z.RefinementCtx,
  path: readonly (string | number)[],
  message: string,
) {
  context.addIssue({ code: 'custom', path: [...path], message });
}
