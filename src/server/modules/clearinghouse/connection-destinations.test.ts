import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { REAL_TIME_PASSWORD_AGAIN, SECRET_AGAIN } from '#domain/clearinghouse/secret-binding';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { OPERATOR_EMAIL, operatorCookie } from '../../testing/write-routes.ts';
import { postEnvelope } from './real-time-post.ts';

/**
 * Secrets bound to their host, and no connection to this machine or its private networks
 * (decision 086), on an app as production runs it: CLEARINGHOUSE_ALLOW_PRIVATE=0. The hosts are
 * documentation addresses (TEST-NET), public in form and never reached.
 */
let t: TestApp;
const base = '/api/operator/clearinghouse-connections';

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL, CLEARINGHOUSE_ALLOW_PRIVATE: '0' });
});
afterAll(async () => {
  await t.close();
});

const asOperator = async (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: { cookie: await operatorCookie(t) },
    ...(payload ? { payload } : {}),
  });

let counter = 0;
const connection = (overrides: Record<string, unknown> = {}) => ({
  name: `Bound ${(counter += 1)}`,
  preset: 'office_ally',
  host: '203.0.113.5',
  port: 22,
  username: 'billing',
  authMethod: 'password',
  secret: 'first-secret',
  hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'OFFALLY',
  usage: 'test',
  ...overrides,
});

const realTime = {
  realTimeUrl: 'https://203.0.113.7/core',
  realTimeUsername: 'core-user',
  realTimePassword: 'core-password',
  realTimeSenderId: 'DOULABILL',
  realTimeReceiverId: 'CLEARING',
};

async function create(overrides: Record<string, unknown> = {}): Promise<ConnectionView> {
  const response = await asOperator('POST', base, connection(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectionView;
}

const PRIVATE_HOST =
  'This server is on a private, loopback or link-local address. Such addresses are refused unless CLEARINGHOUSE_ALLOW_PRIVATE=1 is set on the app servers.';

describe('a changed host needs its secret again', () => {
  it.each([
    ['host', { host: '203.0.113.6' }],
    ['port', { port: 2222 }],
    ['user', { username: 'someone-else' }],
    ['login method', { authMethod: 'private_key' }],
  ])('a changed %s without the secret is a 422 at the secret', async (_, change) => {
    const saved = await create();
    const refused = await asOperator('PATCH', `${base}/${saved.id}`, change);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { message: SECRET_AGAIN, fields: { secret: SECRET_AGAIN } },
    });
    const withSecret = await asOperator('PATCH', `${base}/${saved.id}`, {
      ...change,
      secret: 'second-secret',
    });
    expect(withSecret.statusCode, withSecret.body).toBe(200);
    expect(withSecret.json()).toMatchObject(change);
  });

  it('a change that keeps the host, or sends it unchanged, needs no secret', async () => {
    const saved = await create();
    const renamed = await asOperator('PATCH', `${base}/${saved.id}`, {
      name: `${saved.name} renamed`,
      host: saved.host.toUpperCase(),
      port: saved.port,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('a changed real-time URL needs the real-time password again', async () => {
    const saved = await create(realTime);
    const change = { realTimeUrl: 'https://203.0.113.8/core' };
    const refused = await asOperator('PATCH', `${base}/${saved.id}`, change);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { fields: { realTimePassword: REAL_TIME_PASSWORD_AGAIN } },
    });
    const given = await asOperator('PATCH', `${base}/${saved.id}`, {
      ...change,
      realTimePassword: 'new-core-password',
    });
    expect(given.statusCode, given.body).toBe(200);
  });
});

describe('private, loopback and link-local destinations are refused', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'localhost',
  ])('the host %s, when saved', async (host) => {
    const refused = await asOperator('POST', base, connection({ host }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ error: { fields: { host: PRIVATE_HOST } } });
  });

  it('a public neighbour of a private range is accepted (172.32.0.1, 11.0.0.1)', async () => {
    await create({ host: '172.32.0.1' });
    await create({ host: '11.0.0.1' });
  });

  it('a changed host to a private address, and a private real-time URL, are refused', async () => {
    const saved = await create();
    const moved = await asOperator('PATCH', `${base}/${saved.id}`, {
      host: '192.168.0.10',
      secret: 'x',
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json()).toMatchObject({ error: { fields: { host: PRIVATE_HOST } } });
    const url = await asOperator(
      'POST',
      base,
      connection({ ...realTime, realTimeUrl: 'https://169.254.169.254/latest' }),
    );
    expect(url.statusCode, url.body).toBe(422);
    expect(url.json()).toMatchObject({
      error: { fields: { realTimeUrl: expect.stringMatching(/^This URL leads to a private/) } },
    });
  });

  it('at connect time too: a host whose address became private is not connected to', async () => {
    const saved = await create();
    // As if its DNS now answered a loopback address.
    await t.database.pool.query(
      `UPDATE clearinghouse_connections SET host = '127.0.0.1' WHERE id = $1`,
      [saved.id],
    );
    const tested = await asOperator('POST', `${base}/${saved.id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ ok: false, failure: 'address_refused' });
    const polled = await asOperator('POST', `${base}/${saved.id}/poll-now`);
    expect(polled.statusCode, polled.body).toBe(200);
    expect(polled.json()).toMatchObject({ failure: 'address_refused' });
  });

  it('a real-time exchange never opens a socket to a private address', async () => {
    let connections = 0;
    const listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as net.AddressInfo;
    try {
      const options = { timeoutMs: 2_000, caCertificate: null, allowPrivate: false };
      for (const url of [`https://127.0.0.1:${port}/core`, `https://localhost:${port}/core`]) {
        expect(await postEnvelope(url, '<x/>', options)).toEqual({
          ok: false,
          failure: 'cannot_connect',
          reachedServer: false,
        });
      }
      expect(connections).toBe(0);
      await postEnvelope(`https://127.0.0.1:${port}/core`, '<x/>', {
        ...options,
        allowPrivate: true,
      });
      expect(connections).toBe(1);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
