import { randomUUID } from 'node:crypto';
import { COMMERCIAL_ID, seedPayerProfiles } from '#domain/billing/index';
import { operatorCookie, submitClaim, type Doula } from './doulas.ts';
import type { TestApp } from './test-app.ts';

/** What an operator's write routes take: payer profiles and their versions, batches. */

/**
 * A payer profile an operator may add: the seed's Commercial / other profile under a new name,
 * its one version in force from 2023-01-01 until further notice.
 */
export function payerProfileBody(name = `Test payer ${randomUUID().slice(0, 8)}`) {
  const commercial = seedPayerProfiles.find((profile) => profile.id === COMMERCIAL_ID)!;
  const version = commercial.versions.at(-1)!;
  return { name, versions: [{ ...version, effectiveFrom: '2023-01-01', effectiveTo: null }] };
}

/** A new version (a rate change from 2025-01-01) for a profile made by payerProfileBody. */
export function payerVersionBody(effectiveFrom = '2025-01-01') {
  return { ...payerProfileBody().versions[0]!, effectiveFrom };
}

/** A payer profile of the operator's, fresh for a test that adds versions to it. */
export async function freshPayerProfile(t: TestApp): Promise<string> {
  const body = payerProfileBody();
  const response = await t.inject({
    method: 'POST',
    url: '/api/operator/payer-profiles',
    headers: { cookie: await operatorCookie(t) },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`payer profile: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A body for POST /api/operator/batches: one fresh pending claim of this doula's. */
export async function batchBody(t: TestApp, doula: Doula) {
  return { payerId: 'MCAL1', claimIds: [await submitClaim(t, doula)] };
}

/** A batch the operator made of one fresh claim of this doula's. */
export async function freshBatch(t: TestApp, doula: Doula): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/operator/batches',
    headers: { cookie: await operatorCookie(t) },
    payload: await batchBody(t, doula),
  });
  if (response.statusCode !== 201) throw new Error(`batch: ${response.body}`);
  return (response.json() as { id: string }).id;
}
