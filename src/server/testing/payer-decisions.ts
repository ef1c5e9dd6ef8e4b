import type { ClaimView } from '#domain/claims/view';
import { createClaimService } from '../modules/claims/index.ts';
import { createImportService } from '../modules/imports/index.ts';
import { submitClaim, type Doula } from './doulas.ts';
import { denied835, manyClaims835 } from './response-files.ts';
import { sendInBatch } from './sent-claims.ts';
import type { TestApp } from './test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * Claims a payer has answered, for tests of what a doula does next (correct or void): a fresh
 * claim of hers, rejected before adjudication (no payer claim number) or denied by an imported
 * 835 (which names the payer's claim number, 2026330000789).
 */
export const DENIED_PAYER_CLAIM_NUMBER = '2026330000789';

const operator = { label: 'operator (test)' };

async function claimOf(t: TestApp, doula: Doula, id: string): Promise<ClaimView> {
  const response = await t.inject({
    method: 'GET',
    url: `/api/claims/${id}`,
    headers: { cookie: doula.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`setup failed: ${response.body}`);
  return response.json() as ClaimView;
}

/** A claim of hers the clearinghouse rejected (set as an operator would): never adjudicated. */
export async function rejectedClaim(t: TestApp, doula: Doula): Promise<ClaimView> {
  const id = await submitClaim(t, doula);
  await createClaimService(t.database.db, { claimHooks }).changeStatus(
    id,
    { status: 'rejected', note: 'A7:562 from the clearinghouse' },
    operator,
  );
  return claimOf(t, doula, id);
}

/** A claim of hers the payer denied in an imported 835 (CO-4), with its claim number. */
export async function deniedClaim(
  t: TestApp,
  doula: Doula,
  change: (file: string) => string = (file) => file,
): Promise<ClaimView> {
  const id = await submitClaim(t, doula);
  await sendInBatch(t, [id]);
  const claim = await claimOf(t, doula, id);
  const result = await createImportService(t.database.db, {
    claimHooks,
    taxIds: t.taxIds,
  }).importResponse(
    {
      name: 'denied.x12',
      bytes: Buffer.from(
        change(denied835({ formId: claim.formId, serviceDate: claim.serviceDateFrom })),
      ),
    },
    operator,
  );
  if (result.import.matched.length !== 1) throw new Error('setup failed: the 835 did not match');
  return claimOf(t, doula, id);
}

/** The 835 of deniedClaim denying for a benefit maximum reached (CO-119) instead of a modifier. */
export const forBenefitMaximum = (file: string) => file.replace('CAS*CO*4*', 'CAS*CO*119*');

/** How many denied claims one batch and one 835 make for a pool at a time. */
const POOL_SIZE = 20;
type Denial = 'modifier' | 'benefit-maximum';
const denials: Record<Denial, (file: string) => string> = {
  modifier: (file) => file,
  'benefit-maximum': forBenefitMaximum,
};
const pools = new WeakMap<Doula, Map<Denial, Promise<string[]>>>();

/**
 * A claim of hers denied by an imported 835, never handed out before, for the tests that use one
 * up with every call (a void, a credit, a reconsideration): claims are made twenty at a time, sent
 * in one batch and denied in one 835, instead of a batch and a file each. Each doula's claims
 * are her own pool; the tests that count her fees or claims use deniedClaim instead.
 */
export async function pooledDeniedClaim(
  t: TestApp,
  doula: Doula,
  denial: Denial = 'modifier',
): Promise<ClaimView> {
  let byDenial = pools.get(doula);
  if (!byDenial) pools.set(doula, (byDenial = new Map()));
  let pool = byDenial.get(denial);
  if (!pool || (await pool).length === 0) {
    pool = deniedClaims(t, doula, denials[denial]);
    byDenial.set(denial, pool);
  }
  return claimOf(t, doula, (await pool).shift()!);
}

/** POOL_SIZE fresh claims of hers, sent in one batch and denied in one 835: their ids. */
async function deniedClaims(
  t: TestApp,
  doula: Doula,
  change: (file: string) => string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < POOL_SIZE; i += 1) ids.push(await submitClaim(t, doula));
  await sendInBatch(t, ids);
  const claims = await Promise.all(ids.map((id) => claimOf(t, doula, id)));
  const file = manyClaims835(
    claims.map((claim) => ({ formId: claim.formId, serviceDate: claim.serviceDateFrom })),
    (claim) => change(denied835(claim)),
  );
  const result = await createImportService(t.database.db, {
    claimHooks,
    taxIds: t.taxIds,
  }).importResponse({ name: 'denied-many.x12', bytes: Buffer.from(file) }, operator);
  if (result.import.matched.length !== POOL_SIZE) {
    throw new Error(`setup failed: the 835 matched ${result.import.matched.length} claims`);
  }
  return ids;
}

/** A reconsideration of hers, drafted: a fresh claim denied for a benefit maximum not reached. */
export async function freshReconsideration(t: TestApp, doula: Doula): Promise<string> {
  const claim = await pooledDeniedClaim(t, doula, 'benefit-maximum');
  const started = await t.inject({
    method: 'POST',
    url: `/api/claims/${claim.id}/reconsiderations`,
    headers: { cookie: doula.cookie },
    payload: {},
  });
  if (started.statusCode !== 201) throw new Error(`setup failed: ${started.body}`);
  return (started.json() as { reconsideration: { id: string } }).reconsideration.id;
}
