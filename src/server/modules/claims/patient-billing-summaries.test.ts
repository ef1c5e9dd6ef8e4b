import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BILLING_SUMMARY_IDS,
  type PatientBillingSummaries,
} from '#domain/claims/billing-summaries';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import { appWithTwoDoulas, type Doula, postClaim, validClaim } from '../../testing/doulas.ts';
import {
  commercialPatient,
  createRecord,
  recordApi,
  validPatient,
} from '../../testing/record-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * GET /api/patients/billing-summaries: the patients table asks once for the benefit trackers of
 * the page of patients it shows, instead of once per row; another doula's ids answer as absent.
 */
let t: TestApp;
let maya: Doula;
let other: Doula;
let commercialId: string;
let archivedId: string;

beforeAll(async () => {
  ({ t, maya, other } = await appWithTwoDoulas('summaries'));
  commercialId = await createRecord(t, maya.cookie, 'patients', commercialPatient());
  archivedId = await createRecord(
    t,
    maya.cookie,
    'patients',
    validPatient({ lastName: 'Archived' }),
  );
  await recordApi(t, 'patients', maya.cookie).archive(archivedId);
  for (let visit = 0; visit < 2; visit++) {
    const response = await postClaim(t, maya.cookie, validClaim(maya.patientId));
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

const summaries = (ids: string[], cookie = maya.cookie) =>
  t.inject({
    method: 'GET',
    url: `/api/patients/billing-summaries?ids=${ids.join(',')}`,
    headers: { cookie },
  });

const oneByOne = async (patientId: string) =>
  (
    (
      await t.inject({
        method: 'GET',
        url: `/api/patients/${patientId}/billing`,
        headers: { cookie: maya.cookie },
      })
    ).json() as PatientBilling
  ).trackerText;

describe('GET /api/patients/billing-summaries', () => {
  it('answers the tracker of each of her patients asked, as the one-patient billing counts it', async () => {
    const response = await summaries([maya.patientId, commercialId]);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as PatientBillingSummaries;
    const byId = Object.fromEntries(items.map((item) => [item.patientId, item.trackerText]));
    expect(Object.keys(byId).sort()).toEqual([maya.patientId, commercialId].sort());
    expect(byId[maya.patientId]).toContain('Prenatal/postpartum visits 2 of 8');
    expect(byId[maya.patientId]).toBe(await oneByOne(maya.patientId));
    expect(byId[commercialId]).toBe(await oneByOne(commercialId));
  });

  it("leaves out another doula's patient, an archived one and an unknown id, exactly alike", async () => {
    const response = await summaries([maya.patientId, other.patientId, archivedId, randomUUID()]);
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as PatientBillingSummaries).items.map((item) => item.patientId),
    ).toEqual([maya.patientId]);
    const intruder = await summaries([maya.patientId], other.cookie);
    expect(intruder.statusCode).toBe(200);
    expect(intruder.json()).toEqual({ items: [] });
    expect(intruder.body).not.toContain('Prenatal');
  });

  it('refuses more ids than a page of patients, no ids, and ids that are not patient ids', async () => {
    const tooMany = Array.from({ length: MAX_BILLING_SUMMARY_IDS + 1 }, () => randomUUID());
    expect((await summaries(tooMany)).statusCode).toBe(400);
    const onePage = tooMany.slice(0, MAX_BILLING_SUMMARY_IDS);
    expect((await summaries(onePage)).statusCode).toBe(200);
    expect((await summaries([])).statusCode).toBe(400);
    expect((await summaries(['not-an-id'])).statusCode).toBe(400);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/patients/billing-summaries',
          headers: { cookie: maya.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });
});
