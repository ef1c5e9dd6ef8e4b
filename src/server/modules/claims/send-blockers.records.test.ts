import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { postClaim, shortClaim } from '../../testing/doulas.ts';
import { useOperatorConsole } from '../../testing/operator-console.ts';
import { recordApi, validFacility, validPatient } from '../../testing/record-fixtures.ts';

const h = useOperatorConsole();

const claimOf = async (claim: ClaimView, cookie: string) =>
  (await h.get(`/api/claims/${claim.id}`, cookie)).json() as ClaimView;

/**
 * Her claim waits when a facility or a patient holds it back, and is ready again when she fixes
 * that record, without resubmitting; another doula's claims are never touched.
 */
describe('send blockers cleared by saving a facility or a patient', () => {
  it('a facility saved with its ZIP+4 makes the claim at it ready, with a history line', async () => {
    const dana = await h.provider('blockers-dana@example.com');
    const facilities = recordApi(h.t, 'facilities', dana.cookie);
    const facility = await facilities.created(validFacility({ addressZip: '95814' }));
    const claim = await dana.submit({ serviceLocation: 'facility', facilityId: facility.id });
    expect((await claimOf(claim, dana.cookie)).sendBlockers).toEqual([
      expect.objectContaining({ rule: 'facility-zip-plus-four', where: 'facilities' }),
    ]);

    const saved = await facilities.update(facility.id, validFacility({ addressZip: '95814-2200' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const ready = await claimOf(claim, dana.cookie);
    expect(ready.sendBlockers).toEqual([]);
    expect(ready.status).toBe('pending');
    expect(ready.statusHistory.at(-1)?.note).toMatch(/^Ready to send/);
  });

  it('a patient saved with a policy number the file can carry makes her claim ready', async () => {
    const erin = await h.provider('blockers-erin@example.com');
    const patients = recordApi(h.t, 'patients', erin.cookie);
    const patient = await patients.created(validPatient({ policyNumber: 'POL*1001' }));
    const other = await h.provider('blockers-fay@example.com');
    const untouched = await other.submit();
    const before = await claimOf(untouched, other.cookie);

    const response = await postClaim(h.t, erin.cookie, shortClaim(patient.id));
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json() as ClaimView;
    expect((await claimOf(claim, erin.cookie)).sendBlockers).toEqual([
      expect.objectContaining({ where: 'patients' }),
    ]);

    const saved = await patients.update(patient.id, validPatient({ policyNumber: 'POL-1001' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const ready = await claimOf(claim, erin.cookie);
    expect(ready.sendBlockers).toEqual([]);
    expect(ready.statusHistory.at(-1)?.note).toMatch(/^Ready to send/);
    // Another doula's claim is not touched by her save.
    expect(await claimOf(untouched, other.cookie)).toEqual(before);
  });
});
