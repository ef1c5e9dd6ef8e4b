import { z } from 'zod';

/** `:id` of a patient or facility. Any text is accepted here; one that is not an id answers 404. */
export const recordIdParams = z.object({ id: z.string().max(100) }).strict();
