import { expect } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { openBatchFile } from '../modules/batches/index.ts';
import { connectionOn } from './answer-folders.ts';
import { postClaim, shortClaim } from './doulas.ts';
import { registeredUser } from './fixtures.ts';
import { createRecord } from './record-fixtures.ts';
import type { SftpTestServer } from './sftp-server.ts';
import type { TestApp } from './test-app.ts';

/**
 * The sending tests' helpers: a connection to a test SFTP server that sends claims, a provider
 * who submits claims, the scheduled tick as the queue enqueues it, and the uploads' rows.
 */
export const CONNECTIONS = '/api/operator/clearinghouse-connections';

let counter = 0;

/** PATCH as `cookie` (the test app's helpers send GET, POST, PUT and DELETE). */
export const patch = (t: TestApp, cookie: string, url: string, payload: object) =>
  t.inject({ method: 'PATCH', url, headers: { cookie }, payload });

/** Makes `server`'s connection the one that sends claims (turning the previous one off). */
export async function senderFor(
  t: TestApp,
  ops: string,
  server: SftpTestServer,
  overrides: Record<string, unknown> = {},
): Promise<ConnectionView> {
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM clearinghouse_connections WHERE sends_claims',
  );
  for (const row of rows) {
    const off = await patch(t, ops, `${CONNECTIONS}/${row.id}`, { sendsClaims: false });
    expect(off.statusCode, off.body).toBe(200);
  }
  const response = await t.as(ops).post(
    CONNECTIONS,
    connectionOn(server, server.uploadFolder.startsWith('/') ? 'claim_md' : 'office_ally', {
      name: `Sender ${(counter += 1)}`,
      isaReceiverId: 'CLEARHOUSE',
      sendsClaims: true,
      sendSchedule: { kind: 'every', minutes: 5 },
      ...overrides,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectionView;
}

/** A registered provider with a patient, who submits claims ready to send. */
export async function providerOf(t: TestApp, email: string) {
  const { cookie } = await registeredUser(t, email);
  const patientId = await createRecord(t, cookie, 'patients');
  return async (count = 1): Promise<ClaimView[]> => {
    const claims: ClaimView[] = [];
    for (let i = 0; i < count; i++) {
      const response = await postClaim(t, cookie, shortClaim(patientId));
      expect(response.statusCode, response.body).toBe(201);
      claims.push(response.json() as ClaimView);
    }
    return claims;
  };
}

/** The minute's tick as the queue's cron enqueues it (`_cron.ts` is the minute it stands for). */
export const tick = (t: TestApp, at: string) =>
  t.app.jobs.enqueue({ name: 'clearinghouse.send-tick' }, { _cron: { ts: at } });

export interface UploadRowOf {
  batch_id: string;
  batch_number: number;
  state: string;
  failure: string | null;
  message: string | null;
  attempts: number;
  remote_name: string | null;
}

export async function uploadsOf(t: TestApp, connectionId: string): Promise<UploadRowOf[]> {
  const { rows } = await t.database.pool.query<UploadRowOf>(
    `SELECT batch_id, batch_number, state, failure, message, attempts, remote_name
       FROM clearinghouse_uploads WHERE connection_id = $1 ORDER BY batch_number`,
    [connectionId],
  );
  return rows;
}

/** The stored file of a batch, as its download answers it. */
export async function fileOfBatch(t: TestApp, batchId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ number: number; file_text: string }>(
    'SELECT number, file_text FROM claim_batches WHERE id = $1',
    [batchId],
  );
  return openBatchFile(await loadTaxIdCipher(t.config), rows[0]!.number, rows[0]!.file_text);
}

/** Runs the queue until nothing is due, moving each retry's wait to now, `rounds` times. */
export async function retryRounds(t: TestApp, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await t.app.jobs.drained();
    await t.app.jobs.runDueNow();
  }
  await t.app.jobs.drained();
}
