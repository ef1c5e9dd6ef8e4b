import { randomUUID } from 'node:crypto';
import { COMMERCIAL_ID, seedPayerProfiles } from '#domain/billing/index';
import { createImportService } from '../modules/imports/index.ts';
import { operatorCookie, submitClaim, type Doula } from './doulas.ts';
import { acknowledgement999, overpaid835 } from './response-files.ts';
import { sendInBatch } from './sent-claims.ts';
import type { TestApp } from './test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

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

/**
 * A payment held for review: a fresh claim of this doula's, sent in a batch, then overpaid by an
 * imported 835 ($1,000,000.00 on $162.11). Its ledger row's id.
 */
export async function freshHeldPayment(t: TestApp, doula: Doula): Promise<string> {
  const claimId = await submitClaim(t, doula);
  await sendInBatch(t, [claimId]);
  const { rows } = await t.database.pool.query<{ form_id: string; service_date_from: string }>(
    `SELECT form_id, to_char(service_date_from, 'YYYY-MM-DD') AS service_date_from
     FROM claims WHERE id = $1`,
    [claimId],
  );
  const claim = { formId: rows[0]!.form_id, serviceDate: rows[0]!.service_date_from };
  await createImportService(t.database.db, { claimHooks, taxIds: t.taxIds }).importResponse(
    { name: 'overpaid.x12', bytes: Buffer.from(overpaid835(claim)) },
    { label: 'operator (test)' },
  );
  const held = await t.database.pool.query<{ id: string }>(
    "SELECT id FROM claim_payments WHERE claim_id = $1 AND state = 'held'",
    [claimId],
  );
  if (!held.rows[0]) throw new Error('setup failed: the overpayment was not held');
  return held.rows[0].id;
}

/** A batch of one fresh claim of this doula's that the clearinghouse's 999 rejected: its id. */
export async function freshRejectedBatch(t: TestApp, doula: Doula): Promise<string> {
  const claimId = await submitClaim(t, doula);
  const number = await sendInBatch(t, [claimId]);
  await createImportService(t.database.db, { claimHooks, taxIds: t.taxIds }).importResponse(
    { name: 'rejected.999', bytes: Buffer.from(acknowledgement999(number, 'rejected')) },
    { label: 'operator (test)' },
  );
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM claim_batches WHERE number = $1',
    [number],
  );
  return rows[0]!.id;
}

/**
 * A clearinghouse connection an operator may add (Office Ally preset). It points at a port
 * nothing listens on, so "Test connection" answers at once that it could not connect.
 */
export function connectionBody(name = `Clearinghouse ${randomUUID().slice(0, 8)}`) {
  return {
    name,
    preset: 'office_ally',
    host: '127.0.0.1',
    port: 1,
    username: 'billing',
    authMethod: 'password',
    secret: 'not-a-real-password',
    hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
    isaSenderId: 'DOULABILL',
    isaReceiverId: 'OFFALLY',
    usage: 'test',
  };
}

/**
 * A clearinghouse connection of the operator's, fresh for a test that changes or tests it. One
 * that sends claims takes that role from the one that had it (only one connection has it).
 */
export async function freshConnection(
  t: TestApp,
  overrides: { sendsClaims?: boolean } = {},
): Promise<string> {
  if (overrides.sendsClaims) {
    await t.database.pool.query('UPDATE clearinghouse_connections SET sends_claims = false');
  }
  const response = await t.inject({
    method: 'POST',
    url: '/api/operator/clearinghouse-connections',
    headers: { cookie: await operatorCookie(t) },
    payload: { ...connectionBody(), ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`connection: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * A claim of hers the payer is deciding (sent in a batch), and a connection that answers
 * real-time questions at a port nothing listens on, so "Ask now" answers at once (after the
 * transport's one retry) that it could not reach the endpoint: nothing reaches a payer.
 */
export function askableClaim(t: TestApp, doula: Doula): Promise<string> {
  // Asking uses nothing up: one such claim per doula serves every call.
  const known = askable.get(doula);
  if (known) return known;
  const made = (async () => {
    await unreachableRealTimeConnection(t);
    const claimId = await submitClaim(t, doula);
    await sendInBatch(t, [claimId]);
    return claimId;
  })();
  askable.set(doula, made);
  return made;
}
const askable = new WeakMap<Doula, Promise<string>>();

/** The connection answering real-time questions: one at a port nothing listens on, unless one is. */
export async function unreachableRealTimeConnection(t: TestApp): Promise<void> {
  const { rows } = await t.database.pool.query(
    'SELECT 1 FROM clearinghouse_connections WHERE answers_real_time LIMIT 1',
  );
  if (rows.length === 0) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/operator/clearinghouse-connections',
      headers: { cookie: await operatorCookie(t) },
      payload: {
        ...connectionBody(),
        realTimeUrl: 'https://127.0.0.1:1/core/realtime',
        realTimeUsername: 'billing-rt',
        realTimePassword: 'not-a-real-password',
        realTimeSenderId: 'DOULABILL',
        realTimeReceiverId: 'OFFALLY',
        answersRealTime: true,
      },
    });
    if (response.statusCode !== 201) throw new Error(`connection: ${response.body}`);
  }
}
