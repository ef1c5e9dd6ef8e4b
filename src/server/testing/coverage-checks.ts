import { readFileSync } from 'node:fs';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import type { CoreTestServer } from './core-soap-server.ts';
import type { TestApp } from './test-app.ts';

/**
 * The coverage checks' helpers: a connection that answers real-time questions from the test
 * CORE endpoint, and 271 answers made from the formats' fixtures for the 270 that was asked.
 */

export type Fixture271 =
  | '271-active'
  | '271-inactive-ended'
  | '271-managed-care-named'
  | '271-managed-care-coordinator'
  | '271-managed-care-message'
  | '271-rejected-member-id'
  | '271-rejected-name-birth-date'
  | '271-rejected-payer'
  | '271-rejected-provider';

export const fixture271 = (name: Fixture271) =>
  readFileSync(new URL(`../formats/x12/fixtures/eligibility/${name}.x12`, import.meta.url), 'utf8');

/** The 270's own trace (TRN*1): number and originator. */
export function traceOf(x12: string): { number: string; originatorId: string } {
  const match = /~TRN\*1\*([^*~]+)\*([^*~]+)/.exec(x12);
  if (!match) throw new Error('the request has no trace');
  return { number: match[1]!, originatorId: match[2]! };
}

/**
 * The fixture as the payer would answer this 270: our trace echoed (TRN*2), as payers do, so
 * the fixture's own trace (`EL-2026-000123*9DOULABILL`) becomes the request's.
 */
export function answerTo(x12: string, name: Fixture271): string {
  const trace = traceOf(x12);
  return fixture271(name).replace(
    'TRN*2*EL-2026-000123*9DOULABILL',
    `TRN*2*${trace.number}*${trace.originatorId}`,
  );
}

/**
 * A connection whose real-time endpoint is the test CORE endpoint, answering real-time
 * questions (its SFTP side is never reached), as the operator API takes it: the service tests
 * and the browser journeys make it alike.
 */
export const realTimeConnectionInput = (
  core: CoreTestServer,
  name = 'Real-time clearinghouse',
) => ({
  name,
  host: 'sftp.example.com',
  username: 'billing',
  authMethod: 'password',
  secret: 'sftp password',
  hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
  uploadFolder: 'inbound',
  answerFolders: ['outbound'],
  afterDownload: 'leave',
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'CLEARING',
  usage: 'test',
  realTimeUrl: core.url,
  realTimeUsername: core.username,
  realTimePassword: core.password,
  realTimeSenderId: core.senderId,
  realTimeReceiverId: core.receiverId,
  realTimeTimeoutSeconds: 5,
  realTimeCaCertificate: core.caCertificate,
  answersRealTime: true,
});

/** Makes the test endpoint the connection that answers real-time questions. */
export async function realTimeConnection(
  t: TestApp,
  ops: string,
  core: CoreTestServer,
): Promise<ConnectionView> {
  const response = await t
    .as(ops)
    .post('/api/operator/clearinghouse-connections', realTimeConnectionInput(core));
  if (response.statusCode !== 201) throw new Error(`setup failed: ${response.body}`);
  return response.json() as ConnectionView;
}

/**
 * An answered check of her patient for this month from an hour ago (covered): the hardening
 * tests' valid "Check coverage" is answered from it, as a check made within 24 hours is.
 */
export async function seedAnsweredCheck(t: TestApp, userId: string, patientId: string) {
  await t.database.pool.query(
    `INSERT INTO coverage_checks (user_id, patient_id, payer_id, payer_name, month, source, status, checked_at)
     SELECT user_id, id, upper(trim(payer_id)), insurance_provider, to_char(now(), 'YYYY-MM'),
            'doula', 'covered', now() - interval '1 hour'
       FROM patients WHERE id = $1 AND user_id = $2`,
    [patientId, userId],
  );
}
