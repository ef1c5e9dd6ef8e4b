import { z } from 'zod';

/**
 * What the live stream (GET /api/events, Server-Sent Events) says about a change: which kind
 * of thing (a patient, a facility, a claim), its id, and what happened. Never a field of it:
 * the browser reloads the list it shows, through the API, with the usual access checks.
 */
export const liveEntities = ['patient', 'facility', 'claim'] as const;
export type LiveEntity = (typeof liveEntities)[number];

export const liveActions = ['created', 'updated', 'archived'] as const;

export const liveChangeSchema = z
  .object({
    entity: z.enum(liveEntities),
    id: z.uuid(),
    action: z.enum(liveActions),
  })
  .strict();

export type LiveChange = z.output<typeof liveChangeSchema>;

/** The SSE event names. */
export const liveEventNames = {
  /** Something changed: data is a LiveChange. */
  change: 'change',
  /** Changes may have been missed (the server's database listener reconnected): reload all. */
  resync: 'resync',
  /** The session ended (signed out, timed out): the stream closes and must not be reopened. */
  signedOut: 'signed-out',
} as const;
