import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../app.ts';
import {
  canary,
  canaryFacility,
  canaryPatient,
  inviteeEmail,
  redeemedInvitationOf,
} from '../../testing/canary.ts';
import { registeredCanaryApp, type CanaryRequest } from '../../testing/canary-requests.ts';
import { idempotencyKey, validClaim } from '../../testing/doulas.ts';

/**
 * Canary PHI in operator requests that are refused, and in requests that fail unexpectedly (a
 * table taken away for a moment): the 500 answers with a generic message and the request id,
 * and no canary reaches a log line, an audit row or an error answer.
 */
const { world, send, sendEach, describeWhatWasLeftBehind } = registeredCanaryApp();

describe('canary PHI through the write routes', () => {
  it('fails in every way with canaries in operator requests', async () => {
    const { agreementVersion, ops } = world;
    const json = 'application/json';
    const status = `/api/operator/claims/${world.claimId}/status`;
    const redeemed = await redeemedInvitationOf(world.t, world.doula.userId);
    await sendEach([
      {
        route: 'POST /api/operator/invitations',
        label: '400: an invitee email that is not one',
        expected: 400,
        cookie: ops,
        payload: { email: `${canary.inviteeLocal}@` },
      },
      {
        route: 'POST /api/operator/invitations',
        label: '400: a typed code with a space',
        expected: 400,
        cookie: ops,
        payload: { email: inviteeEmail, code: `${canary.operatorCode} X` },
      },
      {
        route: 'POST /api/operator/invitations',
        label: '403: a doula is not an operator',
        expected: 403,
        payload: { email: inviteeEmail, code: canary.operatorCode },
      },
      {
        route: 'POST /api/operator/invitations/:id/revoke',
        label: '409: an invitation already used to register',
        expected: 409,
        url: `/api/operator/invitations/${redeemed}/revoke`,
        cookie: ops,
      },
      {
        route: 'POST /api/operator/agreements',
        label: '400: an unknown key',
        expected: 400,
        cookie: ops,
        payload: {
          version: 'canary-extra',
          content: canary.agreementText,
          note: canary.statusNote,
        },
      },
      {
        route: 'POST /api/operator/agreements',
        label: '409: a version already published',
        expected: 409,
        cookie: ops,
        payload: { version: agreementVersion, content: canary.agreementText },
      },
      {
        route: 'POST /api/operator/agreements',
        label: '415: text/plain',
        expected: 415,
        cookie: ops,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ version: 'canary-plain', content: canary.agreementText }),
      },
      {
        route: 'POST /api/operator/agreements',
        label: '403: a doula is not an operator',
        expected: 403,
        payload: { version: 'canary-doula', content: canary.agreementText },
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: '400: a note too long',
        expected: 400,
        url: status,
        cookie: ops,
        payload: { status: 'denied', note: `${canary.statusNote}${'x'.repeat(2000)}` },
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: '400: a status that does not exist',
        expected: 400,
        url: status,
        cookie: ops,
        payload: { status: canary.statusNote, note: canary.statusNote },
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: '400: malformed JSON',
        expected: 400,
        url: status,
        cookie: ops,
        headers: { 'content-type': json },
        payload: `{"status":"denied","note":"${canary.statusNote}",`,
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: '413: too large',
        expected: 413,
        url: status,
        cookie: ops,
        headers: { 'content-type': json },
        payload: JSON.stringify({
          status: 'denied',
          note: canary.statusNote,
          pad: 'x'.repeat(API_BODY_LIMIT_BYTES),
        }),
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: '404: a claim that does not exist',
        expected: 404,
        url: `/api/operator/claims/${randomUUID()}/status`,
        cookie: ops,
        payload: { status: 'denied', note: canary.statusNote },
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: '401: signed out',
        expected: 401,
        url: status,
        cookie: '',
        payload: { status: 'denied', note: canary.statusNote },
      },
    ]);
  });

  it('induced unexpected errors answer a generic 500 with the request id', async () => {
    const { t, ops } = world;
    const missing: (Omit<CanaryRequest, 'label' | 'expected'> & { table: string })[] = [
      { table: 'patients', route: 'POST /api/patients', payload: canaryPatient() },
      {
        table: 'claims',
        route: 'POST /api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(world.doula.patientId, { notes: canary.notes }),
      },
      {
        table: 'facilities',
        route: 'PUT /api/facilities/:id',
        url: `/api/facilities/${world.doula.facilityId}`,
        payload: canaryFacility(),
      },
      {
        table: 'claim_status_changes',
        route: 'POST /api/operator/claims/:id/status',
        url: `/api/operator/claims/${world.claimId}/status`,
        cookie: ops,
        payload: { status: 'approved', note: canary.statusNote },
      },
      {
        table: 'agreements',
        route: 'POST /api/operator/agreements',
        cookie: ops,
        payload: { version: 'canary-gone', content: canary.agreementText },
      },
    ];
    for (const { table, ...request } of missing) {
      await t.database.pool.query(`ALTER TABLE ${table} RENAME TO ${table}_gone`);
      let response: LightMyRequestResponse;
      try {
        response = await send({ ...request, label: `500: ${table} missing`, expected: 500 });
      } finally {
        await t.database.pool.query(`ALTER TABLE ${table}_gone RENAME TO ${table}`);
      }
      const requestId = response.headers['x-request-id'] as string;
      expect(response.json()).toEqual({
        error: { code: 'internal', message: expect.stringContaining(requestId) },
        requestId,
      });
      expect(response.body).not.toMatch(
        / at |\.ts:|select |insert |update |relation|_gone|params/i,
      );
    }
  });
});

describeWhatWasLeftBehind((t) => {
  expect(t.logs.some((line) => line.includes('"msg":"request rejected"'))).toBe(true);
  expect(t.logs.some((line) => line.includes('"msg":"unexpected error"'))).toBe(true);
});
