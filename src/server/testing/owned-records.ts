import { randomUUID } from 'node:crypto';
import type { RouteAccess } from '../security/access-matrix.ts';
import type { Doula } from './doulas.ts';
import { inviteEmail } from './fixtures.ts';
import * as operatorFixtures from './operator-fixtures.ts';
import { validFacility, validPatient } from './record-fixtures.ts';
import { validRecommendation } from './recommendation-fixtures.ts';
import { freshReconsideration } from './payer-decisions.ts';
import { uploadOf } from './response-files.ts';
import type { TestApp } from './test-app.ts';

/**
 * The id an access-matrix call puts in a route's path: always a record of the OWNER's (a fresh
 * one where the call would use it up, like an archive or a revoke), so another doula's call of
 * the same path must answer 404.
 */
export async function ownedRecordId(
  t: TestApp,
  owner: Doula & { claimId: string },
  route: RouteAccess,
  operatorCookie: string,
): Promise<string> {
  const fresh = async (type: 'patients' | 'facilities') =>
    (
      await t.inject({
        method: 'POST',
        url: `/api/${type}`,
        headers: { cookie: owner.cookie },
        payload: type === 'patients' ? validPatient() : validFacility(),
      })
    ).json().id as string;
  let id = '';
  if (route.owns === 'patient')
    id = route.url.endsWith('/archive') ? await fresh('patients') : owner.patientId;
  if (route.owns === 'facility')
    id = route.url.endsWith('/archive') ? await fresh('facilities') : owner.facilityId;
  if (route.owns === 'claim') {
    // "Ask now" asks about a claim the payer is deciding; the others take any claim of hers.
    id = route.url.endsWith('/status-inquiries')
      ? await operatorFixtures.askableClaim(t, owner)
      : owner.claimId;
  }
  if (route.owns === 'batch') id = await operatorFixtures.freshBatch(t, owner);
  if (route.owns === 'invitation')
    id = (
      await inviteEmail(t, `matrix-revoke-${randomUUID().slice(0, 8)}@example.com`, ['REVOKE-ME-1'])
    ).id;
  if (route.owns === 'reconsideration') id = await freshReconsideration(t, owner);
  if (route.owns === 'payment') id = await operatorFixtures.freshHeldPayment(t, owner);
  if (route.owns === 'connection')
    id = await operatorFixtures.freshConnection(t, {
      sendsClaims: route.url.endsWith('/send-now'),
    });
  // A replace archives the one it replaces: each call gets its own.
  if (route.owns === 'recommendation')
    id = (
      await t.inject({
        method: 'POST',
        url: `/api/patients/${owner.patientId}/recommendations`,
        headers: { cookie: owner.cookie },
        payload: validRecommendation(),
      })
    ).json().id as string;
  if (route.owns === 'import') {
    const upload = uploadOf();
    const created = await t.inject({
      method: 'POST',
      url: '/api/operator/imports',
      headers: { cookie: operatorCookie, ...upload.headers },
      payload: upload.payload,
    });
    id = (created.json() as { import: { id: string } }).import.id;
  }
  return id;
}
