import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { runAdminCommand } from './admin-command.ts';
import { registeredUser } from './fixtures.ts';
import { nextServiceDate, validPatient } from './record-fixtures.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** The operator of the console tests, listed in ADMIN_EMAILS (in capitals, among others). */
export const OPS = 'ops@example.com';

/**
 * The operator console's tests share this setup: a test app where OPS is an operator, OPS's
 * session, and helpers to call the API, run the command line and make providers with claims.
 * Call it at the top of a test file; its beforeAll and afterAll run around the file's tests.
 */
export function useOperatorConsole() {
  const state = {} as { t: TestApp; ops: string };

  beforeAll(async () => {
    state.t = await buildTestApp({
      ADMIN_EMAILS: `someone-else@example.com, ${OPS.toUpperCase()}`,
    });
    ({ cookie: state.ops } = await state.t.signInAs(OPS));
    process.env.DATABASE_URL = state.t.config.databaseUrl;
  });
  afterAll(async () => {
    delete process.env.DATABASE_URL;
    await state.t.close();
  });

  const as = (cookie: string | undefined) => (cookie ? { cookie } : {});
  const get = (url: string, cookie?: string) =>
    state.t.inject({ method: 'GET', url, headers: as(cookie) });
  const post = (url: string, payload: object, cookie?: string) =>
    state.t.inject({ method: 'POST', url, headers: as(cookie), payload });

  async function admin(...argv: string[]) {
    const { code, all } = await runAdminCommand(...argv);
    return { code, out: all };
  }

  /** A registered provider with one patient, who submits claims. */
  async function provider(email: string) {
    const { userId, cookie } = await registeredUser(state.t, email);
    const patientId = (await post('/api/patients', validPatient(), cookie)).json().id as string;
    const submit = async (overrides: Record<string, unknown> = {}) => {
      const response = await state.t.inject({
        method: 'POST',
        url: '/api/claims',
        headers: { cookie, 'idempotency-key': `key-${randomUUID()}` },
        payload: {
          patientId,
          serviceType: 'Prenatal Visit',
          serviceDateFrom: nextServiceDate(),
          serviceTimeFrom: '10:00',
          serviceLocation: 'home',
          diagnosisCodes: ['Z33.1'],
          ...overrides,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as ClaimView;
    };
    return { userId, cookie, submit };
  }

  return {
    get t() {
      return state.t;
    },
    get ops() {
      return state.ops;
    },
    get,
    post,
    admin,
    provider,
  };
}
