import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../app.ts';
import {
  canary,
  canaryApp,
  canaryFacility,
  canaryPatient,
  describeWhatWasLeftBehind,
  inviteeEmail,
  redeemedInvitationOf,
  registerCanaryDoula,
} from '../../testing/canary.ts';
import { idempotencyKey, validClaim } from '../../testing/doulas.ts';

/**
 * Canary PHI in operator requests that are refused, and in requests that fail unexpectedly (a
 * table taken away for a moment): the 500 answers with a generic message and the request id,
 * and no canary reaches a log line, an audit row or an error answer.
 */
const canaryTest = canaryApp();
const { world, call } = canaryTest;

beforeAll(() => registerCanaryDoula(world));

describe('canary PHI through the write routes', () => {
  it('fails in every way with canaries in operator requests', async () => {
    const { agreementVersion, ops } = world;
    const json = 'application/json';
    const status = `/api/operator/claims/${world.claimId}/status`;
    await call(
      'POST /api/operator/invitations',
      '400: an invitee email that is not one',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: ops,
        payload: { email: `${canary.inviteeLocal}@` },
      },
      400,
    );
    await call(
      'POST /api/operator/invitations',
      '400: a typed code with a space',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: ops,
        payload: { email: inviteeEmail, code: `${canary.operatorCode} X` },
      },
      400,
    );
    await call(
      'POST /api/operator/invitations',
      '403: a doula is not an operator',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        payload: { email: inviteeEmail, code: canary.operatorCode },
      },
      403,
    );
    await call(
      'POST /api/operator/invitations/:id/revoke',
      '409: an invitation already used to register',
      {
        method: 'POST',
        url: `/api/operator/invitations/${await redeemedInvitationOf(world.t, world.doula.userId)}/revoke`,
        cookie: ops,
      },
      409,
    );
    await call(
      'POST /api/operator/agreements',
      '400: an unknown key',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        payload: {
          version: 'canary-extra',
          content: canary.agreementText,
          note: canary.statusNote,
        },
      },
      400,
    );
    await call(
      'POST /api/operator/agreements',
      '409: a version already published',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        payload: { version: agreementVersion, content: canary.agreementText },
      },
      409,
    );
    await call(
      'POST /api/operator/agreements',
      '415: text/plain',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ version: 'canary-plain', content: canary.agreementText }),
      },
      415,
    );
    await call(
      'POST /api/operator/agreements',
      '403: a doula is not an operator',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        payload: { version: 'canary-doula', content: canary.agreementText },
      },
      403,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '400: a note too long',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        payload: { status: 'denied', note: `${canary.statusNote}${'x'.repeat(2000)}` },
      },
      400,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '400: a status that does not exist',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        payload: { status: canary.statusNote, note: canary.statusNote },
      },
      400,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '400: malformed JSON',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        headers: { 'content-type': json },
        payload: `{"status":"denied","note":"${canary.statusNote}",`,
      },
      400,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '413: too large',
      {
        method: 'POST',
        url: status,
        cookie: ops,
        headers: { 'content-type': json },
        payload: JSON.stringify({
          status: 'denied',
          note: canary.statusNote,
          pad: 'x'.repeat(API_BODY_LIMIT_BYTES),
        }),
      },
      413,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '404: a claim that does not exist',
      {
        method: 'POST',
        url: `/api/operator/claims/${randomUUID()}/status`,
        cookie: ops,
        payload: { status: 'denied', note: canary.statusNote },
      },
      404,
    );
    await call(
      'POST /api/operator/claims/:id/status',
      '401: signed out',
      {
        method: 'POST',
        url: status,
        cookie: '',
        payload: { status: 'denied', note: canary.statusNote },
      },
      401,
    );
  });

  it('induced unexpected errors answer a generic 500 with the request id', async () => {
    const { t, ops } = world;
    for (const [table, route, request] of [
      [
        'patients',
        'POST /api/patients',
        { method: 'POST', url: '/api/patients', payload: canaryPatient() },
      ],
      [
        'claims',
        'POST /api/claims',
        {
          method: 'POST',
          url: '/api/claims',
          headers: { 'idempotency-key': idempotencyKey() },
          payload: validClaim(world.doula.patientId, { notes: canary.notes }),
        },
      ],
      [
        'facilities',
        'PUT /api/facilities/:id',
        {
          method: 'PUT',
          url: `/api/facilities/${world.doula.facilityId}`,
          payload: canaryFacility(),
        },
      ],
      [
        'claim_status_changes',
        'POST /api/operator/claims/:id/status',
        {
          method: 'POST',
          url: `/api/operator/claims/${world.claimId}/status`,
          cookie: ops,
          payload: { status: 'approved', note: canary.statusNote },
        },
      ],
      [
        'agreements',
        'POST /api/operator/agreements',
        {
          method: 'POST',
          url: '/api/operator/agreements',
          cookie: ops,
          payload: { version: 'canary-gone', content: canary.agreementText },
        },
      ],
    ] as const) {
      await t.database.pool.query(`ALTER TABLE ${table} RENAME TO ${table}_gone`);
      let response: LightMyRequestResponse;
      try {
        response = await call(route, `500: ${table} missing`, request, 500);
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

describeWhatWasLeftBehind(canaryTest, (t) => {
  expect(t.logs.some((line) => line.includes('"msg":"request rejected"'))).toBe(true);
  expect(t.logs.some((line) => line.includes('"msg":"unexpected error"'))).toBe(true);
});
