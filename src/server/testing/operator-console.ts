import { afterAll, beforeAll, expect } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { buildCommandLineTestApp, runAdminCommand } from './admin-command.ts';
import { postClaim, shortClaim } from './doulas.ts';
import { registeredUser } from './fixtures.ts';
import { createRecord } from './record-fixtures.ts';
import type { TestApp } from './test-app.ts';

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
    state.t = await buildCommandLineTestApp({
      ADMIN_EMAILS: `someone-else@example.com, ${OPS.toUpperCase()}`,
    });
    ({ cookie: state.ops } = await state.t.signInAs(OPS));
  });
  afterAll(() => state.t.close());

  const get = (url: string, cookie?: string) => state.t.as(cookie).get(url);
  const post = (url: string, payload: object, cookie?: string) =>
    state.t.as(cookie).post(url, payload);

  async function admin(...argv: string[]) {
    const { code, all } = await runAdminCommand(...argv);
    return { code, out: all };
  }

  /** A registered provider with one patient, who submits claims. */
  async function provider(email: string) {
    const { userId, cookie } = await registeredUser(state.t, email);
    const patientId = await createRecord(state.t, cookie, 'patients');
    const submit = async (overrides: Record<string, unknown> = {}) => {
      const response = await postClaim(state.t, cookie, shortClaim(patientId, overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as ClaimView;
    };
    return { userId, cookie, submit };
  }

  // The state object itself, so that t and ops read as set once beforeAll has run.
  return Object.assign(state, { get, post, admin, provider });
}
