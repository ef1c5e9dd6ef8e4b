import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { patch } from '../../testing/clearinghouse-sending.ts';
import { connectionBody } from '../../testing/operator-fixtures.ts';
import { makeTestCertificates } from '../../testing/test-certificates.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * A connection's real-time endpoint through the operator routes: its password goes in and never
 * comes out (answers, database in clear, audit trail, logs); one connection at most answers
 * real-time questions; a pinned certificate must be readable; removing the endpoint forgets
 * the password.
 */
const OPS = 'real-time-routes@example.com';
const CONNECTIONS = '/api/operator/clearinghouse-connections';
const PASSWORD = 'real-time password 7d3f';
let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPS });
  ({ cookie: ops } = await t.signInAs(OPS));
});
afterAll(async () => {
  await t.close();
});

const endpoint = {
  realTimeUrl: 'https://core.clearinghouse.example/realtime',
  realTimeUsername: 'billing-rt',
  realTimePassword: PASSWORD,
  realTimeSenderId: 'DOULABILL',
  realTimeReceiverId: 'CLEARING',
};
const create = (body: object) => t.as(ops).post(CONNECTIONS, { ...connectionBody(), ...body });
const change = (id: string, body: object) => patch(t, ops, `${CONNECTIONS}/${id}`, body);
const storedPassword = async (id: string) =>
  (
    await t.database.pool.query<{ real_time_password_encrypted: string | null }>(
      'SELECT real_time_password_encrypted FROM clearinghouse_connections WHERE id = $1',
      [id],
    )
  ).rows[0]!.real_time_password_encrypted;

describe('real-time endpoint of a connection', () => {
  it('is saved with its settings and a pinned CA; the password never comes out', async () => {
    const { caCertificate } = makeTestCertificates();
    const response = await create({
      ...endpoint,
      realTimeCaCertificate: caCertificate,
      answersRealTime: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const connection = response.json() as ConnectionView;
    expect(connection).toMatchObject({
      realTimeUrl: endpoint.realTimeUrl,
      realTimeUsername: 'billing-rt',
      realTimeSenderId: 'DOULABILL',
      realTimeReceiverId: 'CLEARING',
      realTimeTimeoutSeconds: 25,
      realTimeCaCertificate: caCertificate.trim(),
      answersRealTime: true,
    });
    const stored = await storedPassword(connection.id);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(PASSWORD);

    const changed = await change(connection.id, { realTimeTimeoutSeconds: 40 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedPassword(connection.id)).toBe(stored);
    const renewed = await change(connection.id, { realTimePassword: 'another one' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await storedPassword(connection.id)).not.toBe(stored);

    const read = await t.as(ops).get(`${CONNECTIONS}/${connection.id}`);
    const listed = await t.as(ops).get(CONNECTIONS);
    const audit = await t.database.pool.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM audit_events a WHERE entity_id = $1',
      [connection.id],
    );
    expect(audit.rows).toHaveLength(4);
    for (const text of [
      response.body,
      changed.body,
      renewed.body,
      read.body,
      listed.body,
      ...audit.rows.map((row) => row.row),
      ...t.logs,
    ]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('another one');
      expect(text).not.toMatch(/realTimePassword/);
    }

    const second = await create({ ...endpoint, answersRealTime: true });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      error: {
        fields: {
          answersRealTime: `Real-time questions already go through "${connection.name}". Turn "Ask real-time questions through this connection" off there first.`,
        },
      },
    });
    const off = await change(connection.id, { answersRealTime: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await create({ ...endpoint, answersRealTime: true })).statusCode).toBe(201);
  });

  it('refuses an endpoint without its password, and a certificate that cannot be read', async () => {
    const { realTimePassword: _password, ...withoutPassword } = endpoint;
    const missing = await create(withoutPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: {
        fields: { realTimePassword: 'Enter the real-time password.' },
      },
    });
    const unreadable = await create({
      ...endpoint,
      realTimeCaCertificate:
        '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({
      error: {
        fields: { realTimeCaCertificate: 'This is not a certificate that can be read.' },
      },
    });
  });

  it('removing the endpoint forgets its password; adding one back needs a password again', async () => {
    const created = await create(endpoint);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as ConnectionView;
    const removed = await change(id, {
      realTimeUrl: null,
      realTimeUsername: null,
      realTimeSenderId: null,
      realTimeReceiverId: null,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storedPassword(id)).toBeNull();
    const { realTimePassword: _password, ...withoutPassword } = endpoint;
    const back = await change(id, withoutPassword);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({
      error: {
        fields: { realTimePassword: 'Enter the real-time password.' },
      },
    });
    expect((await change(id, endpoint)).statusCode).toBe(200);
  });
});
