import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstSteps } from '#domain/records/first-steps';
import { registeredUser } from '../../testing/fixtures.ts';
import { createRecord, recordApi } from '../../testing/record-fixtures.ts';
import { postClaim, restoreProfile, validClaim } from '../../testing/doulas.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectJson } from '../../testing/write-checks.ts';

/**
 * Her first steps on a real PostgreSQL: each is done by her own records only, an archived
 * patient or facility no longer counts, and a claim of hers ends the checklist.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stepsOf = async (cookie: string) =>
  expectJson<FirstSteps>(await t.as(cookie).get('/api/first-steps'), 200);

describe('GET /api/first-steps', () => {
  it('follows her own patients, facilities and claims, never another doula’s', async () => {
    const maya = await registeredUser(t, 'steps-maya@example.com');
    const other = await registeredUser(t, 'steps-other@example.com');
    expect(await stepsOf(maya.cookie)).toEqual({ patient: false, facility: false, claim: false });

    // Another doula's records do not count for her.
    const othersPatient = await createRecord(t, other.cookie, 'patients');
    await createRecord(t, other.cookie, 'facilities');
    await restoreProfile(t, other.cookie);
    expect((await postClaim(t, other.cookie, validClaim(othersPatient))).statusCode).toBe(201);
    expect(await stepsOf(maya.cookie)).toEqual({ patient: false, facility: false, claim: false });
    expect(await stepsOf(other.cookie)).toEqual({ patient: true, facility: true, claim: true });

    const patientId = await createRecord(t, maya.cookie, 'patients');
    expect(await stepsOf(maya.cookie)).toEqual({ patient: true, facility: false, claim: false });
    const facilityId = await createRecord(t, maya.cookie, 'facilities');
    expect(await stepsOf(maya.cookie)).toEqual({ patient: true, facility: true, claim: false });

    // Archived records are not hers to bill with any more.
    expect((await recordApi(t, 'facilities', maya.cookie).archive(facilityId)).statusCode).toBe(
      204,
    );
    expect(await stepsOf(maya.cookie)).toEqual({ patient: true, facility: false, claim: false });

    await restoreProfile(t, maya.cookie);
    expect((await postClaim(t, maya.cookie, validClaim(patientId))).statusCode).toBe(201);
    expect(await stepsOf(maya.cookie)).toEqual({ patient: true, facility: false, claim: true });
  });
});
