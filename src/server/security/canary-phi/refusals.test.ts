import { beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../app.ts';
import {
  canary,
  canaryApp,
  canaryFacility,
  canaryPatient,
  canaryProfile,
  describeWhatWasLeftBehind,
  registerCanaryDoula,
} from '../../testing/canary.ts';
import { idempotencyKey, validClaim } from '../../testing/doulas.ts';

/**
 * Canary PHI in requests the doula's write routes refuse, in every way they refuse (400, 401,
 * 403, 404, 409, 413, 415, 422): no refusal repeats a canary, and none reaches a log line or an
 * audit row.
 */
const canaryTest = canaryApp();
const { world, call } = canaryTest;

beforeAll(() => registerCanaryDoula(world));

describe('canary PHI through the write routes', () => {
  it('fails in every way with canaries in the body', async () => {
    const { other } = world;
    const json = 'application/json';
    await call(
      'POST /api/patients',
      '400: a birth date in the future',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient({ dateOfBirth: '2999-01-01' }),
      },
      400,
    );
    await call(
      'POST /api/patients',
      '400: an unknown key',
      {
        method: 'POST',
        url: '/api/patients',
        payload: { ...canaryPatient(), ssn: canary.ssn },
      },
      400,
    );
    await call(
      'POST /api/patients',
      '400: a field too long',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient({ lastName: `${canary.lastName}${'x'.repeat(200)}` }),
      },
      400,
    );
    await call(
      'POST /api/patients',
      '400: malformed JSON',
      {
        method: 'POST',
        url: '/api/patients',
        headers: { 'content-type': json },
        payload: `{"firstName":"${canary.firstName}","dateOfBirth":"${canary.dateOfBirth}",`,
      },
      400,
    );
    await call(
      'POST /api/patients',
      '415: text/plain',
      {
        method: 'POST',
        url: '/api/patients',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(canaryPatient()),
      },
      415,
    );
    await call(
      'POST /api/patients',
      '413: too large',
      {
        method: 'POST',
        url: '/api/patients',
        headers: { 'content-type': json },
        payload: JSON.stringify({ ...canaryPatient(), pad: 'x'.repeat(API_BODY_LIMIT_BYTES) }),
      },
      413,
    );
    await call(
      'POST /api/patients',
      '401: signed out',
      {
        method: 'POST',
        url: '/api/patients',
        cookie: '',
        payload: canaryPatient(),
      },
      401,
    );
    await call(
      'POST /api/patients',
      '403: without the CSRF header',
      {
        method: 'POST',
        url: '/api/patients',
        csrf: false,
        payload: canaryPatient(),
      },
      403,
    );
    await call(
      'PUT /api/patients/:id',
      "404: another user's patient",
      {
        method: 'PUT',
        url: `/api/patients/${other.patientId}`,
        payload: canaryPatient(),
      },
      404,
    );
    await call(
      'POST /api/facilities',
      '400: an NPI that is not ten digits',
      {
        method: 'POST',
        url: '/api/facilities',
        payload: canaryFacility({ npiNumber: canary.ssnDigits }),
      },
      400,
    );
    await call(
      'PUT /api/facilities/:id',
      "404: another user's facility",
      {
        method: 'PUT',
        url: `/api/facilities/${other.facilityId}`,
        payload: canaryFacility(),
      },
      404,
    );
    await call(
      'PUT /api/profile',
      '400: an SSN with eight digits',
      {
        method: 'PUT',
        url: '/api/profile',
        payload: canaryProfile({ taxId: canary.ssn.slice(0, -1) }),
      },
      400,
    );
    await call(
      'PUT /api/profile',
      '400: a ZIP code that is not one',
      {
        method: 'PUT',
        url: '/api/profile',
        payload: canaryProfile({ businessAddressZip: canary.ssnDigits }),
      },
      400,
    );
    await call(
      'POST /api/registration',
      '409: an agreement that is not the current one',
      {
        method: 'POST',
        url: '/api/registration',
        payload: { agreementVersion: canary.notes, profile: canaryProfile() },
      },
      409,
    );
    await call(
      'POST /api/invitations/check',
      '200: a code that does not exist',
      {
        method: 'POST',
        url: '/api/invitations/check',
        payload: { code: `${canary.invitationCode}-NOPE` },
      },
      200,
    );
    await call(
      'POST /api/claims',
      '400: no Idempotency-Key',
      {
        method: 'POST',
        url: '/api/claims',
        payload: validClaim(world.doula.patientId, { notes: canary.notes }),
      },
      400,
    );
    await call(
      'POST /api/claims',
      "422: another user's patient",
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(other.patientId, { notes: canary.notes }),
      },
      422,
    );
    const key = idempotencyKey();
    await call(
      'POST /api/claims',
      'a first claim with a key',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': key },
        payload: validClaim(world.doula.patientId, { notes: canary.notes }),
      },
      201,
    );
    await call(
      'POST /api/claims',
      '422: the same key, another body',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': key },
        payload: validClaim(world.doula.patientId, { notes: `${canary.notes} (changed)` }),
      },
      422,
    );
    await call(
      'POST /api/claims',
      '400: an extra input of the wrong kind',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(world.doula.patientId, {
          serviceType: 'Extended Postpartum Doula Support',
          serviceAdditionalInputs: { serviceDurationMinutes: canary.notes },
        }),
      },
      400,
    );
  });
});

describeWhatWasLeftBehind(canaryTest, (t) => {
  expect(t.logs.some((line) => line.includes('"msg":"request rejected"'))).toBe(true);
});
