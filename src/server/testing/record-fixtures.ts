import { encodeSearchHeader, SEARCH_HEADER } from '#domain/record-list';
import { validFacility as validFacilityInput } from '#domain/testing/valid-inputs';
import type { TestApp } from './test-app.ts';

export { validPatient } from '#domain/testing/valid-inputs';

/**
 * The server tests' facility: the shared valid one with its full ZIP+4, so a facility claim can
 * also go out electronically (an 837P refuses a service facility without it).
 */
export const validFacility: typeof validFacilityInput = (overrides = {}) =>
  validFacilityInput({ addressZip: '95814-2200', ...overrides });

/**
 * The five record routes of one kind (patients or facilities) as one signed-in doula calls
 * them; `search` goes in the search header, as the web client sends it.
 */
export const recordApi = (t: TestApp, kind: 'patients' | 'facilities', cookie: string) => ({
  list: (query = '', search = '') =>
    t.inject({
      method: 'GET',
      url: `/api/${kind}${query}`,
      headers: { cookie, ...(search ? { [SEARCH_HEADER]: encodeSearchHeader(search) } : {}) },
    }),
  get: (id: string) => t.inject({ method: 'GET', url: `/api/${kind}/${id}`, headers: { cookie } }),
  create: (payload: object) =>
    t.inject({ method: 'POST', url: `/api/${kind}`, headers: { cookie }, payload }),
  update: (id: string, payload: object) =>
    t.inject({ method: 'PUT', url: `/api/${kind}/${id}`, headers: { cookie }, payload }),
  archive: (id: string) =>
    t.inject({ method: 'POST', url: `/api/${kind}/${id}/archive`, headers: { cookie } }),
});

let serviceDatesHanded = 0;

/**
 * A service date for a test claim: a different day each call, from yesterday back 175 days and
 * round again. The claim check refuses a second claim for one patient, day and service, a date
 * in the future, and a date past the payer's filing window (180 days for commercial payers).
 * The access matrix submits more than 150 claims for one patient, so the cycle is kept as long
 * as the window allows.
 */
export function nextServiceDate(today = new Date()): string {
  const daysBack = 1 + (serviceDatesHanded++ % 175);
  return new Date(today.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}
