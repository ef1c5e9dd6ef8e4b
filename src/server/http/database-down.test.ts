import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../testing/fixtures.ts';
import { recordApi, validPatient } from '../testing/record-fixtures.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/**
 * The app reaches its database through a relay that the test cuts: while the database cannot be
 * reached, the API answers 503 with a plain sentence (never a 500 or a driver message), /health
 * says the app is up and the database is not, and everything works again once it is back.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startTcpProxy(database.url);
  t = await buildTestApp({}, { databaseUrl: proxy.url });
  ({ cookie } = await registeredUser(t, 'database-down@example.com'));
});

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await database?.drop();
});

const unavailable = {
  code: 'unavailable',
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

describe('while the database cannot be reached', () => {
  it('answers 503 with a plain message, /health says so, and all is well once it is back', async () => {
    const before = t.logs.length;
    const patients = recordApi(t, 'patients', cookie);
    await proxy.cut();
    try {
      const list = await patients.list();
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBe('5');
      expect(list.json()).toEqual({ error: unavailable, requestId: list.headers['x-request-id'] });

      const write = await patients.create(validPatient());
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({ error: unavailable });

      const health = await t.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', app: 'up', database: 'down' });
      expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      // Logged as a warning about the database, not as an unexpected error of the app.
      const lines = t.logs.slice(before).map((raw) => JSON.parse(raw) as { msg: string });
      expect(lines.filter((line) => line.msg === 'database unavailable')).toHaveLength(2);
      expect(lines.filter((line) => line.msg === 'unexpected error')).toEqual([]);
    } finally {
      await proxy.restore();
    }

    const again = await patients.list();
    expect(again.statusCode).toBe(200);
    const health = await t.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', app: 'up', database: 'up', warnings: [] });
  });
});
