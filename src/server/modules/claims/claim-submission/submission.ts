import { createHash } from 'node:crypto';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import type { SessionUser } from '../../users/index.ts';
import type { StatusChangeActor } from '../claim-actors.ts';
import type { ClaimRow } from '../claims.repository.ts';

/** One request to submit a claim, as every step of the submission reads it. */
export interface Submission {
  user: SessionUser;
  idempotencyKey: string;
  body: ClaimSubmitValues;
  actor: StatusChangeActor;
  /** The claim this one corrects (locked, so two corrections cannot both pass). */
  original?: ClaimRow | undefined;
  /** The request's hash, stored with the claim to tell a retry from a reuse of the key. */
  requestHash: string;
}

/** JSON with object keys sorted at every level, so equal requests hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A hash of the validated request, to tell a retry (same body) from a reuse of the key. */
export function requestHash(body: ClaimSubmitValues & { corrects?: string }): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
