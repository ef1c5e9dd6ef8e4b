import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { canary } from '../../testing/canary.ts';
import {
  canaryFacilityClaim,
  canaryRemittance,
  canarySuccessRoutesByFile,
  registeredCanaryApp,
} from '../../testing/canary-requests.ts';
import { idempotencyKey } from '../../testing/doulas.ts';
import { uploadOf } from '../../testing/response-files.ts';
import { sendInBatch } from '../../testing/sent-claims.ts';

/**
 * Canary PHI through her reconsideration: a claim of the canary patient denied for a benefit
 * maximum she has not reached, a reconsideration started from it, its packet printed and the
 * reconsideration marked sent. Nothing of it may reach a log line, an audit row or an error.
 */
const { world, exercised, sendEach, describeWhatWasLeftBehind } = registeredCanaryApp();

/** Her canary claim, sent to the canary payer and denied by it for a benefit maximum (CO-119). */
async function deniedCanaryClaim(): Promise<ClaimView> {
  const { t, doula, ops } = world;
  const submitted = await t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: doula.cookie, 'idempotency-key': idempotencyKey() },
    payload: canaryFacilityClaim(doula.patientId, doula.facilityId),
  });
  const claim = submitted.json() as ClaimView;
  await sendInBatch(t, [claim.id], canary.payerId);
  const upload = uploadOf(canaryRemittance(claim, { deniedFor: '119' }), 'denied.x12');
  const imported = await t.inject({
    method: 'POST',
    url: '/api/operator/imports',
    headers: { cookie: ops, ...upload.headers },
    payload: upload.payload,
  });
  expect(imported.json().import.matched).toHaveLength(1);
  return claim;
}

describe('canary PHI through the reconsideration routes', () => {
  it('succeeds through every reconsideration write route', async () => {
    const denied = await deniedCanaryClaim();
    const [started] = await sendEach([
      {
        route: 'POST /api/claims/:id/reconsiderations',
        label: 'start a reconsideration',
        expected: 201,
        url: `/api/claims/${denied.id}/reconsiderations`,
        payload: {},
      },
    ]);
    const id = (started!.json() as { reconsideration: { id: string } }).reconsideration.id;
    await sendEach([
      {
        route: 'read',
        label: 'print the packet',
        expected: 200,
        url: `/api/reconsiderations/${id}/packet`,
      },
      {
        route: 'POST /api/reconsiderations/:id/state',
        label: 'mark it sent',
        expected: 200,
        url: `/api/reconsiderations/${id}/state`,
        payload: { state: 'sent' },
      },
    ]);
    expect([...exercised].sort()).toEqual([...canarySuccessRoutesByFile.reconsiderations].sort());
  });
});

describeWhatWasLeftBehind(async (t) => {
  const started = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reconsiderations',
  );
  expect(started.rows[0]!.n).toBe(1);
});
