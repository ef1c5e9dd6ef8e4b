import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { isApiErrorBody, type ApiErrorCode } from '#domain/common/api-errors';
import type { ClaimStatusChange, ClaimView } from '#domain/claims/view';
import type { TestApp } from './test-app.ts';

/** The one error shape: status, code, a message, and the request id of the x-request-id header. */
export function expectErrorShape(
  response: LightMyRequestResponse,
  status: number,
  code: ApiErrorCode,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  expect(isApiErrorBody(body), response.body).toBe(true);
  expect(body).toMatchObject({
    error: { code, message: expect.any(String) },
    requestId: response.headers['x-request-id'],
  });
}

/** The JSON of an answer that must have this status (a failure shows the body it had). */
export function expectJson<Body>(response: LightMyRequestResponse, status = 201): Body {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Body;
}

/**
 * Everything a user owns (patients, facilities, claims with their history, profile, sessions),
 * as one string: equal before and after means a request changed none of it.
 */
export async function ownedData(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ snapshot: string }>(
    `SELECT concat_ws(' | ',
       (SELECT string_agg(p::text, ',' ORDER BY p.id) FROM patients p WHERE p.user_id = $1),
       (SELECT string_agg(f::text, ',' ORDER BY f.id) FROM facilities f WHERE f.user_id = $1),
       (SELECT string_agg(c::text, ',' ORDER BY c.id) FROM claims c WHERE c.user_id = $1),
       (SELECT string_agg(h::text, ',' ORDER BY h.id) FROM claim_status_changes h
          JOIN claims c ON c.id = h.claim_id WHERE c.user_id = $1),
       (SELECT pr::text FROM profiles pr WHERE pr.user_id = $1),
       (SELECT string_agg(s.id_hash, ',' ORDER BY s.id_hash) FROM sessions s WHERE s.user_id = $1)
     ) AS snapshot`,
    [userId],
  );
  return rows[0]!.snapshot;
}

/**
 * What operators write that belongs to no doula (invitations and agreement versions), as one
 * string: equal before and after means an operator request changed none of it.
 */
export async function operatorData(t: TestApp): Promise<string> {
  const { rows } = await t.database.pool.query<{ snapshot: string }>(
    `SELECT concat_ws(' | ',
       (SELECT string_agg(i::text, ',' ORDER BY i.id) FROM invitations i),
       (SELECT string_agg(a::text, ',' ORDER BY a.id) FROM agreements a),
       (SELECT string_agg(p::text, ',' ORDER BY p.id) FROM payer_profiles p),
       (SELECT string_agg(v::text, ',' ORDER BY v.id) FROM payer_profile_versions v),
       (SELECT string_agg(m::text, ',' ORDER BY m.id) FROM payer_mappings m)
     ) AS snapshot`,
  );
  return rows[0]!.snapshot;
}

/** The doula's data and the operators' (invitations, agreements): what a refusal must not change. */
export async function everythingOf(t: TestApp, userId: string): Promise<string> {
  return `${await ownedData(t, userId)} || ${await operatorData(t)}`;
}

/** The claim is now in `move.to`, and its last status change is `move` (its other details too). */
export function expectLastMove(
  claim: ClaimView,
  move: Partial<ClaimStatusChange> & Pick<ClaimStatusChange, 'to'>,
) {
  expect(claim.status).toBe(move.to);
  expect(claim.statusHistory.at(-1)).toMatchObject(move);
}
