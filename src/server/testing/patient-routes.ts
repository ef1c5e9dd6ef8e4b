import { afterAll, beforeAll } from 'vitest';
import type { PatientView } from '#domain/records/patient';
import { recordApi, validPatient } from './record-fixtures.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { expectJson } from './write-checks.ts';

/**
 * The patient route tests share this: a test app of the file's own, the patient routes as one
 * signed-in doula calls them (`api`), and `createPatient`, a new valid patient (with these
 * changes) as the API answered it. Call it at the top of a test file; its beforeAll and
 * afterAll run around the file's tests.
 */
export function usePatientRoutes() {
  const state = {} as { t: TestApp };
  beforeAll(async () => {
    state.t = await buildTestApp();
  });
  afterAll(() => state.t.close());

  const api = (cookie: string) => recordApi(state.t, 'patients', cookie);
  const createPatient = async (
    cookie: string,
    overrides: Parameters<typeof validPatient>[0] = {},
  ) => expectJson<PatientView>(await api(cookie).create(validPatient(overrides)));

  // The state object itself, so that t reads as set once beforeAll has run.
  return Object.assign(state, { api, createPatient });
}
