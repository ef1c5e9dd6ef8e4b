import { z } from 'zod';

/**
 * What the live stream (GET /api/events, Server-Sent Events) says about a change: which kind
 * of record, its id, and what happened. Never a field of the record: the browser reloads the
 * list it shows, through the API, with the usual access checks.
 */
export const recordEntities = ['patient', 'facility'] as const;
export type RecordEntity = (typeof recordEntities)[number];

export const recordActions = ['created', 'updated', 'archived'] as const;
export type RecordAction = (typeof recordActions)[number];

export const recordChangeSchema = z
  .object({
    entity: z.enum(recordEntities),
    id: z.uuid(),
    action: z.enum(recordActions),
  })
  .strict();

export type RecordChange = z.output<typeof recordChangeSchema>;

/** The SSE event names. */
export const liveEventNames = {
  /** A record changed: data is a RecordChange. */
  change: 'change',
  /** Changes may have been missed (the server's database listener reconnected): reload all. */
  resync: 'resync',
  /** The session ended (signed out, timed out): the stream closes and must not be reopened. */
  signedOut: 'signed-out',
} as const;
