import { z } from 'zod';
import { storableString } from '#domain/records/storable-text';

/** What the console sends to ask her for a claim's recommendation (decision 111). */

export const recommendationRequestNoteLimit = 500;

/** The console's request: an optional note to her, in a few words. */
export const recommendationRequestSchema = z
  .object({
    note: storableString()
      .trim()
      .max(
        recommendationRequestNoteLimit,
        `Please keep the note under ${recommendationRequestNoteLimit} characters.`,
      )
      .default(''),
  })
  .strict();
export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>;
