import { z } from 'zod';

/** `:id` of a patient or facility. Any text is accepted here; one that is not an id answers 404. */
export const recordIdParams = z.object({ id: z.string().max(100) }).strict();

/** `:id` of any other record an API path names: never empty, at most 100 characters. */
export const idParams = z.object({ id: z.string().min(1).max(100) }).strict();
