import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { canary, inviteeEmail } from '../../testing/canary.ts';
import {
  canaryFacilityClaim,
  canaryRemittance,
  canarySuccessRoutesByFile,
  registeredCanaryApp,
} from '../../testing/canary-requests.ts';
import { idempotencyKey, withdrawAgreement } from '../../testing/doulas.ts';
import { hostileRoutesBySubject } from '../../testing/hostile-harness.ts';
import { freshRejectedBatch } from '../../testing/operator-fixtures.ts';
import { inNewEnvelope, uploadOf } from '../../testing/response-files.ts';
import { unreachableRealTimeConnection, validCall } from '../../testing/write-routes.ts';

/**
 * Canary PHI through the operator console's write routes, in requests that succeed: an
 * invitation, an agreement, payer profiles, a batch, a status change and a payer's answer; then
 * her void of the paid claim and her correction of a rejected one. Nothing of it may reach a log
 * line, an audit row or an error answer.
 */
const { world, exercised, send, sendEach, describeWhatWasLeftBehind } = registeredCanaryApp();

const submitCanaryClaim = (label: string) =>
  send({
    route: 'POST /api/claims',
    label,
    expected: 201,
    headers: { 'idempotency-key': idempotencyKey() },
    payload: canaryFacilityClaim(world.doula.patientId, world.doula.facilityId),
  });

describe('canary PHI through the write routes', () => {
  it('succeeds through every write route of the console', async () => {
    const { t, agreementVersion, ops } = world;
    // A claim: its note, and the snapshots of the canary patient, facility and doula.
    const submitted = await submitCanaryClaim('submit a claim');
    const claimId = (submitted.json() as { id: string }).id;

    // An invitation (typed code), revoked; an agreement, withdrawn again (a current one would
    // send every doula back to acceptance).
    const invitation = await send({
      route: 'POST /api/operator/invitations',
      label: 'invite a provider',
      expected: 201,
      cookie: ops,
      payload: { email: inviteeEmail, code: canary.operatorCode },
    });
    const invitationId = (invitation.json() as { invitation: { id: string } }).invitation.id;
    await sendEach([
      {
        route: 'read',
        label: 'find the invitation by email',
        expected: 200,
        url: `/api/operator/invitations?email=${encodeURIComponent(inviteeEmail)}`,
        cookie: ops,
      },
      {
        route: 'POST /api/operator/invitations/:id/revoke',
        label: 'revoke the invitation',
        expected: 200,
        url: `/api/operator/invitations/${invitationId}/revoke`,
        cookie: ops,
      },
    ]);
    const agreement = await send({
      route: 'POST /api/operator/agreements',
      label: 'publish an agreement',
      expected: 201,
      cookie: ops,
      payload: { version: `canary-${randomUUID().slice(0, 8)}`, content: canary.agreementText },
    });
    await withdrawAgreement(t, (agreement.json() as { id: string }).id);
    // Payer profiles, clearinghouse connections and the fee writes (the price, a claim's fee
    // credited, a check recorded) hold no PHI; they are called here so every write route is
    // passed through.
    // "Send now" batches every ready claim: it goes last, once the claims below were sent.
    const sendNow = 'POST /api/operator/clearinghouse-connections/:id/send-now';
    const sendThrough = async (route: typeof sendNow) => {
      const { method, url } = await validCall(t, world.other, route, agreementVersion);
      await send({ route, label: `operator: ${route}`, expected: 200, method, url, cookie: ops });
    };
    for (const route of [
      ...hostileRoutesBySubject.payerProfiles,
      ...hostileRoutesBySubject.clearinghouse.filter((route) => route !== sendNow),
      ...hostileRoutesBySubject.fees,
    ]) {
      const { method, url, body } = await validCall(t, world.other, route, agreementVersion);
      const expected =
        method === 'POST' && !route.endsWith('/test') && !route.endsWith('/poll-now') ? 201 : 200;
      await send({
        route,
        label: `operator: ${route}`,
        expected,
        method,
        url,
        cookie: ops,
        payload: body,
      });
    }

    // Her claim sent in an 837P batch: the file carries her patient (it must), no log or audit row does.
    const batch = await send({
      route: 'POST /api/operator/batches',
      label: 'send the claim in a batch',
      expected: 201,
      cookie: ops,
      payload: { payerId: canary.payerId, claimIds: [claimId] },
    });
    const [batchFile] = await sendEach([
      {
        route: 'read',
        label: 'download the batch file',
        expected: 200,
        url: `/api/operator/batches/${(batch.json() as { id: string }).id}/file`,
        cookie: ops,
      },
      {
        route: 'POST /api/operator/claims/:id/status',
        label: 'change the claim status',
        expected: 200,
        url: `/api/operator/claims/${claimId}/status`,
        cookie: ops,
        payload: { status: 'processing', note: canary.statusNote },
      },
      // Asked for the recommendation with a note naming her patient: in her claim's history only.
      {
        route: 'POST /api/operator/claims/:id/recommendation-request',
        label: 'ask her for the recommendation',
        expected: 200,
        url: `/api/operator/claims/${claimId}/recommendation-request`,
        cookie: ops,
        payload: { note: canary.statusNote },
      },
    ]);
    // A batch the clearinghouse's file check rejected, sent again (the route reads no body).
    await send({
      route: 'POST /api/operator/batches/:id/resend',
      label: 'resend a batch the clearinghouse rejected',
      expected: 201,
      url: `/api/operator/batches/${await freshRejectedBatch(t, world.other)}/resend`,
      cookie: ops,
    });
    // "Ask now" about her claim: the 276 carries her patient; no log, audit row or answer does.
    await unreachableRealTimeConnection(t);
    await send({
      route: 'POST /api/operator/claims/:id/status-inquiries',
      label: 'ask the payer about the claim now',
      expected: 200,
      url: `/api/operator/claims/${claimId}/status-inquiries`,
      cookie: ops,
    });
    expect(batchFile!.body).toContain(canary.policyNumber.toUpperCase());

    // A payer's answer naming the canary patient: applied, and her name goes nowhere else.
    const opened = await t.inject({
      method: 'GET',
      url: `/api/operator/claims/${claimId}`,
      headers: { cookie: ops },
    });
    const answered = (opened.json() as { claim: ClaimView }).claim;
    const answer = canaryRemittance(answered, { patientName: true });
    const upload = uploadOf(answer, `${canary.lastName}.x12`);
    const [imported] = await sendEach([
      {
        route: 'POST /api/operator/imports',
        label: 'import an 835 naming the canary patient',
        expected: 201,
        cookie: ops,
        payload: upload.payload,
        headers: upload.headers,
      },
      {
        route: 'read',
        label: 'read the claim as an operator',
        expected: 200,
        url: `/api/operator/claims/${claimId}`,
        cookie: ops,
      },
      // Paid, so she may void it: the void copies the canary patient, in no log or audit row.
      {
        route: 'POST /api/claims/:id/void',
        label: 'void the paid claim',
        expected: 201,
        url: `/api/claims/${claimId}/void`,
        payload: {},
      },
    ]);
    expect(imported!.json().import.matched).toHaveLength(1);

    // The same claim paid again far above its charge, naming the canary patient: held for
    // review, and the operator refuses it.
    const overpaid = uploadOf(
      inNewEnvelope(answer, 'CANARY-OVERPAID')
        .replace(/^BPR\*I\*[^*]+/m, 'BPR*I*1000000')
        .replace(/^(CLP\*[^*]*\*1\*[^*]*\*)[^*]+/m, '$11000000'),
      `${canary.lastName}-again.x12`,
    );
    const again = await send({
      route: 'POST /api/operator/imports',
      label: 'import an 835 overpaying the canary claim',
      expected: 201,
      cookie: ops,
      payload: overpaid.payload,
      headers: overpaid.headers,
    });
    expect(again.json().import.notes.join(' ')).toMatch(/held for review/);
    const held = await t.inject({
      method: 'GET',
      url: '/api/operator/payments/held?limit=50',
      headers: { cookie: ops },
    });
    const heldId = (held.json() as { items: { id: string; claimId: string }[] }).items.find(
      (item) => item.claimId === claimId,
    )!.id;
    await send({
      route: 'POST /api/operator/payments/:id/review',
      label: 'refuse the held payment',
      expected: 200,
      cookie: ops,
      url: `/api/operator/payments/${heldId}/review`,
      payload: { decision: 'refuse' },
    });

    // A claim the clearinghouse rejected, corrected with her notes.
    const rejected = await submitCanaryClaim('submit a claim to correct');
    const rejectedClaim = rejected.json() as ClaimView;
    await sendEach([
      {
        route: 'POST /api/operator/claims/:id/status',
        label: 'reject the claim',
        expected: 200,
        url: `/api/operator/claims/${rejectedClaim.id}/status`,
        cookie: ops,
        payload: { status: 'rejected', note: 'A7:562' },
      },
      {
        route: 'POST /api/claims/:id/correction',
        label: 'correct the rejected claim',
        expected: 201,
        url: `/api/claims/${rejectedClaim.id}/correction`,
        headers: { 'idempotency-key': idempotencyKey() },
        // Its end time corrected: a correction must change something the payer sees.
        payload: {
          ...canaryFacilityClaim(
            world.doula.patientId,
            world.doula.facilityId,
            rejectedClaim.serviceDateFrom,
          ),
          serviceTimeTo: '11:30',
        },
      },
    ]);

    await sendThrough(sendNow);

    expect([...exercised].sort()).toEqual([...canarySuccessRoutesByFile.operator].sort());
  });
});

describeWhatWasLeftBehind(async (t) => {
  const operatorWrites = await t.database.pool.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM claim_status_changes WHERE note = $1)
          + (SELECT count(*) FROM invitations WHERE email = $2))::int AS n`,
    [canary.statusNote, inviteeEmail],
  );
  expect(operatorWrites.rows[0]!.n).toBe(2);
});
