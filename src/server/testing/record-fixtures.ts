import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import { validFacility as validFacilityInput, validPatient } from '#domain/testing/valid-inputs';
import type { TestApp } from './test-app.ts';

export { validPatient };

/**
 * The server tests' facility: the shared valid one with its full ZIP+4, so a facility claim can
 * also go out electronically (an 837P refuses a service facility without it).
 */
export const validFacility: typeof validFacilityInput = (overrides = {}) =>
  validFacilityInput({ addressZip: '95814-2200', ...overrides });

/** A patient with commercial (group health) insurance rather than Medi-Cal. */
export const commercialPatient = () =>
  validPatient({ payerType: 'Group Health', payerId: 'BCBS1', insuranceProvider: 'Blue Shield' });

type RecordKind = 'patients' | 'facilities';

/**
 * The five record routes of one kind (patients or facilities) as one signed-in doula calls
 * them; `search` goes in the search header, as the web client sends it.
 */
export const recordApi = (t: TestApp, kind: RecordKind, cookie: string) => {
  const create = (payload: object) =>
    t.inject({ method: 'POST', url: `/api/${kind}`, headers: { cookie }, payload });
  return {
    list: (query = '', search = '') =>
      t.inject({
        method: 'GET',
        url: `/api/${kind}${query}`,
        headers: { cookie, ...(search ? { [SEARCH_HEADER]: encodeSearchHeader(search) } : {}) },
      }),
    get: (id: string) =>
      t.inject({ method: 'GET', url: `/api/${kind}/${id}`, headers: { cookie } }),
    create,
    /** create() as a test's setup: the new record, or an error with the refusal's body. */
    async created(payload: object): Promise<{ id: string }> {
      const response = await create(payload);
      if (response.statusCode !== 201) throw new Error(`setup failed: ${response.body}`);
      return response.json() as { id: string };
    },
    update: (id: string, payload: object) =>
      t.inject({ method: 'PUT', url: `/api/${kind}/${id}`, headers: { cookie }, payload }),
    archive: (id: string) =>
      t.inject({ method: 'POST', url: `/api/${kind}/${id}/archive`, headers: { cookie } }),
  };
};

/** A new patient or facility of this doula's (the valid one unless given): its id. */
export async function createRecord(
  t: TestApp,
  cookie: string,
  kind: RecordKind,
  payload: object = kind === 'patients' ? validPatient() : validFacility(),
): Promise<string> {
  return (await recordApi(t, kind, cookie).created(payload)).id;
}

let serviceDatesHanded = 0;
const SERVICE_DATE_ROUND = 175;

/**
 * Each test file starts its service dates from yesterday, as if alone: the server's files share
 * their worker's modules (no isolation), and a file's doula must not move to a new patient
 * because the files before it used up the round (per-file-setup.ts calls this).
 */
export function restartServiceDates() {
  serviceDatesHanded = 0;
}

/** How many times the service dates have gone round (the next date's round). */
export const serviceDateRound = () => Math.floor(serviceDatesHanded / SERVICE_DATE_ROUND);

/**
 * A service date for a test claim: a different day each call, from yesterday back 175 days and
 * round again. The claim check refuses a second claim for one patient, day and service, a date
 * in the future, and a date past the payer's filing window (180 days for commercial payers).
 * A doula with more claims than one round of days moves to a new patient (`claimPatientOf`).
 */
export function nextServiceDate(today = new Date()): string {
  const daysBack = 1 + (serviceDatesHanded++ % SERVICE_DATE_ROUND);
  return new Date(today.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}
