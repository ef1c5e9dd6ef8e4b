import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../app.ts';
import { canary, canaryFacility, canaryPatient, canaryProfile } from '../../testing/canary.ts';
import { registeredCanaryApp } from '../../testing/canary-requests.ts';
import { idempotencyKey, validClaim } from '../../testing/doulas.ts';

/**
 * Canary PHI in requests the doula's write routes refuse, in every way they refuse (400, 401,
 * 403, 404, 409, 413, 415, 422): no refusal repeats a canary, and none reaches a log line or an
 * audit row.
 */
const { world, sendEach, describeWhatWasLeftBehind } = registeredCanaryApp();

describe('canary PHI through the write routes', () => {
  it('fails in every way with canaries in the body', async () => {
    const { other, doula } = world;
    const json = 'application/json';
    const key = idempotencyKey();
    await sendEach([
      {
        route: 'POST /api/patients',
        label: '400: a birth date in the future',
        expected: 400,
        payload: canaryPatient({ dateOfBirth: '2999-01-01' }),
      },
      {
        route: 'POST /api/patients',
        label: '400: an unknown key',
        expected: 400,
        payload: { ...canaryPatient(), ssn: canary.ssn },
      },
      {
        route: 'POST /api/patients',
        label: '400: a field too long',
        expected: 400,
        payload: canaryPatient({ lastName: `${canary.lastName}${'x'.repeat(200)}` }),
      },
      {
        route: 'POST /api/patients',
        label: '400: malformed JSON',
        expected: 400,
        headers: { 'content-type': json },
        payload: `{"firstName":"${canary.firstName}","dateOfBirth":"${canary.dateOfBirth}",`,
      },
      {
        route: 'POST /api/patients',
        label: '415: text/plain',
        expected: 415,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(canaryPatient()),
      },
      {
        route: 'POST /api/patients',
        label: '413: too large',
        expected: 413,
        headers: { 'content-type': json },
        payload: JSON.stringify({ ...canaryPatient(), pad: 'x'.repeat(API_BODY_LIMIT_BYTES) }),
      },
      {
        route: 'POST /api/patients',
        label: '401: signed out',
        expected: 401,
        cookie: '',
        payload: canaryPatient(),
      },
      {
        route: 'POST /api/patients',
        label: '403: without the CSRF header',
        expected: 403,
        csrf: false,
        payload: canaryPatient(),
      },
      {
        route: 'PUT /api/patients/:id',
        label: "404: another user's patient",
        expected: 404,
        url: `/api/patients/${other.patientId}`,
        payload: canaryPatient(),
      },
      {
        route: 'POST /api/facilities',
        label: '400: an NPI that is not ten digits',
        expected: 400,
        payload: canaryFacility({ npiNumber: canary.ssnDigits }),
      },
      {
        route: 'PUT /api/facilities/:id',
        label: "404: another user's facility",
        expected: 404,
        url: `/api/facilities/${other.facilityId}`,
        payload: canaryFacility(),
      },
      {
        route: 'PUT /api/profile',
        label: '400: an SSN with eight digits',
        expected: 400,
        payload: canaryProfile({ taxId: canary.ssn.slice(0, -1) }),
      },
      {
        route: 'PUT /api/profile',
        label: '400: a ZIP code that is not one',
        expected: 400,
        payload: canaryProfile({ businessAddressZip: canary.ssnDigits }),
      },
      {
        route: 'POST /api/registration',
        label: '409: an agreement that is not the current one',
        expected: 409,
        payload: { agreementVersion: canary.notes, profile: canaryProfile() },
      },
      {
        route: 'POST /api/invitations/check',
        label: '200: a code that does not exist',
        expected: 200,
        payload: { code: `${canary.invitationCode}-NOPE` },
      },
      {
        route: 'POST /api/claims',
        label: '400: no Idempotency-Key',
        expected: 400,
        payload: validClaim(doula.patientId, { notes: canary.notes }),
      },
      {
        route: 'POST /api/claims',
        label: "422: another user's patient",
        expected: 422,
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(other.patientId, { notes: canary.notes }),
      },
      {
        route: 'POST /api/claims',
        label: 'a first claim with a key',
        expected: 201,
        headers: { 'idempotency-key': key },
        payload: validClaim(doula.patientId, { notes: canary.notes }),
      },
      {
        route: 'POST /api/claims',
        label: '422: the same key, another body',
        expected: 422,
        headers: { 'idempotency-key': key },
        payload: validClaim(doula.patientId, { notes: `${canary.notes} (changed)` }),
      },
      {
        route: 'POST /api/claims',
        label: '400: an extra input of the wrong kind',
        expected: 400,
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(doula.patientId, {
          serviceType: 'Extended Postpartum Doula Support',
          serviceAdditionalInputs: { serviceDurationMinutes: canary.notes },
        }),
      },
    ]);
  });
});

describeWhatWasLeftBehind((t) => {
  expect(t.logs.some((line) => line.includes('"msg":"request rejected"'))).toBe(true);
});
