import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canary,
  canaryApp,
  canaryFacility,
  canaryPatient,
  canaryProfile,
  describeWhatWasLeftBehind,
  inviteeEmail,
} from '../../testing/canary.ts';
import { idempotencyKey, validClaim, withdrawAgreement } from '../../testing/doulas.ts';
import { inviteEmail } from '../../testing/fixtures.ts';
import { hostileRoutesBySubject } from '../../testing/hostile-harness.ts';
import { claimPayment, remittance835, uploadOf } from '../../testing/response-files.ts';
import { validCall, writeRoutes } from '../../testing/write-routes.ts';
import type { ClaimView } from '#domain/claims/view';

/**
 * Canary PHI through every write route, in requests that succeed: registration, her profile,
 * patients and facilities (created, searched, updated, archived), a claim, signing out, and the
 * operator's invitation, agreement and status change. Nothing of it may reach a log line, an
 * audit row or an error answer.
 */
const canaryTest = canaryApp();
const { world, call, exercised } = canaryTest;

describe('canary PHI through the write routes', () => {
  it('succeeds through every write route', async () => {
    const { t, agreementVersion, ops } = world;
    // Registration: the doula's own name, business and SSN.
    const { userId, cookie } = await t.signInAs(canary.email);
    world.doula = { userId, cookie, email: canary.email, patientId: '', facilityId: '' };
    await inviteEmail(t, canary.email, [canary.invitationCode]);
    await call(
      'POST /api/invitations/check',
      'check a valid code',
      {
        method: 'POST',
        url: '/api/invitations/check',
        payload: { code: canary.invitationCode },
      },
      200,
    );
    await call(
      'POST /api/registration',
      'register',
      {
        method: 'POST',
        url: '/api/registration',
        payload: {
          invitationCode: canary.invitationCode,
          agreementVersion,
          profile: canaryProfile(),
        },
      },
      200,
    );
    await call(
      'PUT /api/profile',
      'update the profile',
      {
        method: 'PUT',
        url: '/api/profile',
        payload: canaryProfile({ taxIdType: 'EIN', taxId: canary.ein }),
      },
      200,
    );

    // A patient and a facility, created, read, searched, updated, archived.
    const patient = await call(
      'POST /api/patients',
      'create a patient',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient(),
      },
      201,
    );
    world.doula.patientId = (patient.json() as { id: string }).id;
    await call(
      'PUT /api/patients/:id',
      'update the patient',
      {
        method: 'PUT',
        url: `/api/patients/${world.doula.patientId}`,
        payload: canaryPatient({ middleName: '' }),
      },
      200,
    );
    await call(
      'read',
      'search patients',
      {
        method: 'GET',
        url: '/api/patients',
        headers: { 'x-search': encodeURIComponent(`${canary.firstName} ${canary.policyNumber}`) },
      },
      200,
    );
    await call(
      'read',
      'read the patient',
      { method: 'GET', url: `/api/patients/${world.doula.patientId}` },
      200,
    );

    const facility = await call(
      'POST /api/facilities',
      'create a facility',
      {
        method: 'POST',
        url: '/api/facilities',
        payload: canaryFacility(),
      },
      201,
    );
    world.doula.facilityId = (facility.json() as { id: string }).id;
    await call(
      'PUT /api/facilities/:id',
      'update the facility',
      {
        method: 'PUT',
        url: `/api/facilities/${world.doula.facilityId}`,
        payload: canaryFacility(),
      },
      200,
    );
    await call(
      'read',
      'search facilities',
      {
        method: 'GET',
        url: '/api/facilities',
        headers: { 'x-search': encodeURIComponent(canary.facilityName) },
      },
      200,
    );

    // A claim: its note, and the snapshots of the canary patient, facility and doula.
    const claim = await call(
      'POST /api/claims',
      'submit a claim',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: validClaim(world.doula.patientId, {
          serviceType: 'Extended Postpartum Doula Support',
          serviceAdditionalInputs: { serviceDurationMinutes: '180' },
          serviceLocation: 'facility',
          facilityId: world.doula.facilityId,
          notes: canary.notes,
        }),
      },
      201,
    );
    world.claimId = (claim.json() as { id: string }).id;
    await call(
      'read',
      'read the claim',
      { method: 'GET', url: `/api/claims/${world.claimId}` },
      200,
    );
    await call('read', 'list claims', { method: 'GET', url: '/api/claims' }, 200);

    const spare = await call(
      'POST /api/patients',
      'create a second patient',
      {
        method: 'POST',
        url: '/api/patients',
        payload: canaryPatient(),
      },
      201,
    );
    await call(
      'POST /api/patients/:id/archive',
      'archive a patient',
      {
        method: 'POST',
        url: `/api/patients/${(spare.json() as { id: string }).id}/archive`,
      },
      204,
    );
    const spareFacility = await call(
      'POST /api/facilities',
      'create a second facility',
      {
        method: 'POST',
        url: '/api/facilities',
        payload: canaryFacility(),
      },
      201,
    );
    await call(
      'POST /api/facilities/:id/archive',
      'archive a facility',
      {
        method: 'POST',
        url: `/api/facilities/${(spareFacility.json() as { id: string }).id}/archive`,
      },
      204,
    );

    // The operator console: an invitation (typed code), revoked; an agreement, withdrawn again
    // (a current one would send every doula back to acceptance); a status change with a note.
    const invitation = await call(
      'POST /api/operator/invitations',
      'invite a provider',
      {
        method: 'POST',
        url: '/api/operator/invitations',
        cookie: ops,
        payload: { email: inviteeEmail, code: canary.operatorCode },
      },
      201,
    );
    await call(
      'read',
      'find the invitation by email',
      {
        method: 'GET',
        url: `/api/operator/invitations?email=${encodeURIComponent(inviteeEmail)}`,
        cookie: ops,
      },
      200,
    );
    await call(
      'POST /api/operator/invitations/:id/revoke',
      'revoke the invitation',
      {
        method: 'POST',
        url: `/api/operator/invitations/${(invitation.json() as { invitation: { id: string } }).invitation.id}/revoke`,
        cookie: ops,
      },
      200,
    );
    const agreement = await call(
      'POST /api/operator/agreements',
      'publish an agreement',
      {
        method: 'POST',
        url: '/api/operator/agreements',
        cookie: ops,
        payload: { version: `canary-${randomUUID().slice(0, 8)}`, content: canary.agreementText },
      },
      201,
    );
    await withdrawAgreement(t, (agreement.json() as { id: string }).id);
    // Payer profiles hold no PHI; they are edited here so every write route is passed through.
    for (const route of hostileRoutesBySubject.payerProfiles) {
      const { method, url, body } = await validCall(t, world.other, route, agreementVersion);
      const options = { method, url, cookie: ops, payload: body };
      await call(route, `operator: ${route}`, options, method === 'POST' ? 201 : 200);
    }
    // Her claim sent in an 837P batch: the file carries her patient (it must), no log or audit row does.
    const batch = await call(
      'POST /api/operator/batches',
      'send the claim in a batch',
      {
        method: 'POST',
        url: '/api/operator/batches',
        cookie: ops,
        payload: { payerId: canary.payerId, claimIds: [world.claimId] },
      },
      201,
    );
    const batchFile = await call(
      'read',
      'download the batch file',
      {
        method: 'GET',
        url: `/api/operator/batches/${(batch.json() as { id: string }).id}/file`,
        cookie: ops,
      },
      200,
    );
    expect(batchFile.body).toContain(canary.policyNumber.toUpperCase());
    await call(
      'POST /api/operator/claims/:id/status',
      'change the claim status',
      {
        method: 'POST',
        url: `/api/operator/claims/${world.claimId}/status`,
        cookie: ops,
        payload: { status: 'processing', note: canary.statusNote },
      },
      200,
    );
    // A payer's answer naming the canary patient: applied, and her name goes nowhere else.
    const opened = await t.inject({
      method: 'GET',
      url: `/api/operator/claims/${world.claimId}`,
      headers: { cookie: ops },
    });
    const answered = (opened.json() as { claim: ClaimView }).claim;
    const charge = (answered.totalChargeCents / 100).toFixed(2);
    const answer = remittance835(
      charge,
      claimPayment(
        { formId: answered.formId, serviceDate: answered.serviceDateFrom },
        { charge, paid: charge },
      ).map((segment) =>
        segment.startsWith('NM1*QC')
          ? `NM1*QC*1*${canary.lastName}*${canary.firstName}****MI*${canary.policyNumber}`
          : segment,
      ),
    );
    const upload = uploadOf(answer, `${canary.lastName}.x12`);
    const imported = await call(
      'POST /api/operator/imports',
      'import an 835 naming the canary patient',
      {
        method: 'POST',
        url: '/api/operator/imports',
        cookie: ops,
        payload: upload.payload,
        headers: upload.headers,
      },
      201,
    );
    expect(imported.json().import.matched).toHaveLength(1);
    await call(
      'read',
      'read the claim as an operator',
      { method: 'GET', url: `/api/operator/claims/${world.claimId}`, cookie: ops },
      200,
    );

    // Paid, so she may void it: the void copies the canary patient, in no log or audit row.
    await call(
      'POST /api/claims/:id/void',
      'void the paid claim',
      { method: 'POST', url: `/api/claims/${world.claimId}/void`, payload: {} },
      201,
    );
    // A claim the clearinghouse rejected, corrected with her notes.
    const canaryClaim = (serviceDate?: string) =>
      validClaim(
        world.doula!.patientId,
        {
          serviceType: 'Extended Postpartum Doula Support',
          serviceAdditionalInputs: { serviceDurationMinutes: '180' },
          serviceLocation: 'facility',
          facilityId: world.doula!.facilityId,
          notes: canary.notes,
        },
        serviceDate,
      );
    const rejected = await call(
      'POST /api/claims',
      'submit a claim to correct',
      {
        method: 'POST',
        url: '/api/claims',
        headers: { 'idempotency-key': idempotencyKey() },
        payload: canaryClaim(),
      },
      201,
    );
    const rejectedClaim = rejected.json() as ClaimView;
    await call(
      'POST /api/operator/claims/:id/status',
      'reject the claim',
      {
        method: 'POST',
        url: `/api/operator/claims/${rejectedClaim.id}/status`,
        cookie: ops,
        payload: { status: 'rejected', note: 'A7:562' },
      },
      200,
    );
    await call(
      'POST /api/claims/:id/correction',
      'correct the rejected claim',
      {
        method: 'POST',
        url: `/api/claims/${rejectedClaim.id}/correction`,
        headers: { 'idempotency-key': idempotencyKey() },
        payload: canaryClaim(rejectedClaim.serviceDateFrom),
      },
      201,
    );

    const { cookie: second } = await t.signInAs(canary.email);
    await call(
      'DELETE /api/session',
      'sign out',
      { method: 'DELETE', url: '/api/session', cookie: second },
      204,
    );

    expect([...exercised].sort()).toEqual([...writeRoutes].sort());
  });
});

describeWhatWasLeftBehind(canaryTest, async (t) => {
  const operatorWrites = await t.database.pool.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM claim_status_changes WHERE note = $1)
          + (SELECT count(*) FROM invitations WHERE email = $2))::int AS n`,
    [canary.statusNote, inviteeEmail],
  );
  expect(operatorWrites.rows[0]!.n).toBe(2);
});
