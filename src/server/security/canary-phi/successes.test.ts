import { describe, expect, it } from 'vitest';
import { canary, canaryFacility, canaryPatient, canaryProfile } from '../../testing/canary.ts';
import {
  canaryFacilityClaim,
  canaryRequestsApp,
  canarySuccessRoutesByFile,
} from '../../testing/canary-requests.ts';
import { idempotencyKey } from '../../testing/doulas.ts';
import { inviteEmail } from '../../testing/fixtures.ts';
import { validRecommendation } from '../../testing/recommendation-fixtures.ts';

/**
 * Canary PHI through her own write routes, in requests that succeed: registration, her profile,
 * patients and facilities (created, searched, updated, archived), a claim, and signing out.
 * Nothing of it may reach a log line, an audit row or an error answer. (operator-successes
 * covers the console's routes and what follows a payer's answer.)
 */
const { world, exercised, send, sendEach, describeWhatWasLeftBehind } = canaryRequestsApp();

const idOf = (response: { json(): unknown }) => (response.json() as { id: string }).id;

describe('canary PHI through the write routes', () => {
  it('succeeds through every write route of her own', async () => {
    const { t, agreementVersion } = world;
    // Registration: the doula's own name, business and SSN.
    const { userId, cookie } = await t.signInAs(canary.email);
    world.doula = { userId, cookie, email: canary.email, patientId: '', facilityId: '' };
    await inviteEmail(t, canary.email, [canary.invitationCode]);
    await sendEach([
      {
        route: 'POST /api/invitations/check',
        label: 'check a valid code',
        expected: 200,
        payload: { code: canary.invitationCode },
      },
      {
        route: 'POST /api/registration',
        label: 'register',
        expected: 200,
        payload: {
          invitationCode: canary.invitationCode,
          agreementVersion,
          profile: canaryProfile(),
        },
      },
      {
        route: 'PUT /api/profile',
        label: 'update the profile',
        expected: 200,
        payload: canaryProfile({ taxIdType: 'EIN', taxId: canary.ein }),
      },
    ]);

    // A patient and a facility: each created, updated, searched and read; a second one archived.
    const records = [
      {
        kind: 'patients',
        one: 'patient',
        created: canaryPatient(),
        updated: canaryPatient({ middleName: '' }),
        search: `${canary.firstName} ${canary.policyNumber}`,
      },
      {
        kind: 'facilities',
        one: 'facility',
        created: canaryFacility(),
        updated: canaryFacility(),
        search: canary.facilityName,
      },
    ] as const;
    const ids = { patients: '', facilities: '' };
    for (const { kind, one, created, updated, search } of records) {
      const record = await send({
        route: `POST /api/${kind}`,
        label: `create a ${one}`,
        expected: 201,
        payload: created,
      });
      const id = (ids[kind] = idOf(record));
      await sendEach([
        {
          route: `PUT /api/${kind}/:id`,
          label: `update the ${one}`,
          expected: 200,
          url: `/api/${kind}/${id}`,
          payload: updated,
        },
        {
          route: 'read',
          label: `search ${kind}`,
          expected: 200,
          url: `/api/${kind}`,
          headers: { 'x-search': encodeURIComponent(search) },
        },
        { route: 'read', label: `read the ${one}`, expected: 200, url: `/api/${kind}/${id}` },
      ]);
      const spare = await send({
        route: `POST /api/${kind}`,
        label: `create a second ${one}`,
        expected: 201,
        payload: created,
      });
      await send({
        route: `POST /api/${kind}/:id/archive`,
        label: `archive a ${one}`,
        expected: 204,
        url: `/api/${kind}/${idOf(spare)}/archive`,
      });
    }

    // A claim: its note, and the snapshots of the canary patient, facility and doula.
    const claim = await send({
      route: 'POST /api/claims',
      label: 'submit a claim',
      expected: 201,
      headers: { 'idempotency-key': idempotencyKey() },
      payload: canaryFacilityClaim(ids.patients, ids.facilities),
    });
    world.claimId = idOf(claim);
    await sendEach([
      {
        route: 'read',
        label: 'read the claim',
        expected: 200,
        url: `/api/claims/${world.claimId}`,
      },
      { route: 'read', label: 'list claims', expected: 200, url: '/api/claims' },
    ]);

    // Check coverage of the canary patient: this app has no real-time connection, so the
    // answer is the sentence that checks are not available yet, and the history is empty.
    await sendEach([
      {
        route: 'POST /api/patients/:id/coverage-checks',
        label: 'check coverage',
        expected: 422,
        url: `/api/patients/${ids.patients}/coverage-checks`,
        payload: { month: '2026-12' },
      },
      {
        route: 'read',
        label: 'read the coverage checks',
        expected: 200,
        url: `/api/patients/${ids.patients}/coverage-checks`,
      },
    ]);

    // A recommendation on the canary patient's pregnancy: added, listed, its form downloaded,
    // replaced. The recommender is canary too.
    const recommendation = validRecommendation({ recommenderName: canary.recommenderName });
    const added = await send({
      route: 'POST /api/patients/:id/recommendations',
      label: 'add a recommendation',
      expected: 201,
      url: `/api/patients/${ids.patients}/recommendations`,
      payload: recommendation,
    });
    const { file: _file, ...details } = recommendation;
    await sendEach([
      {
        route: 'read',
        label: 'list the recommendations',
        expected: 200,
        url: `/api/patients/${ids.patients}/recommendations`,
      },
      {
        route: 'read',
        label: 'download the signed form',
        expected: 200,
        url: `/api/recommendations/${idOf(added)}/file`,
      },
      {
        route: 'PUT /api/recommendations/:id',
        label: 'replace the recommendation',
        expected: 200,
        url: `/api/recommendations/${idOf(added)}`,
        payload: { ...details, file: null },
      },
    ]);

    const { cookie: second } = await t.signInAs(canary.email);
    await send({ route: 'DELETE /api/session', label: 'sign out', expected: 204, cookie: second });

    expect([...exercised].sort()).toEqual([...canarySuccessRoutesByFile.doula].sort());
  });
});

describeWhatWasLeftBehind(async (t) => {
  const claims = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM claims WHERE notes = $1',
    [canary.notes],
  );
  expect(claims.rows[0]!.n).toBe(1);
});
