import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoula, postClaim, validClaim } from '../../testing/doulas.ts';
import { validRecommendation } from '../../testing/recommendation-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { payerCatalogOf } from '../billing/index.ts';
import { EVERY_DATE, otherClaimsOfPatient } from './claim-billing.repository.ts';
import { claimCheckReadsOf } from './claim-check-reads.ts';

/**
 * The claim check's four reads in one statement answer what each read of its own answers: the
 * catalog, coverage (none while no connection answers), her recommendations in their order
 * and the patient's other claims in the window, a void read as void.
 */
let t: TestApp;
let doula: Awaited<ReturnType<typeof createDoula>>;

beforeAll(async () => {
  t = await buildTestApp();
  doula = await createDoula(t, 'check-reads@example.com');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url, headers: { cookie: doula.cookie }, ...(payload ? { payload } : {}) });

/** The fields the claim check reads of a recommendation, as the API lists them. */
const onFile = ({
  patientId: _p,
  fileType: _t,
  fileSize: _s,
  createdAt: _c,
  ...rest
}: object & {
  patientId: string;
  fileType: string;
  fileSize: number;
  createdAt: string;
}) => rest;

describe('the claim check reads', () => {
  it('answer what each module reads on its own', async () => {
    const { patientId, userId } = doula;
    for (const recommendation of [
      validRecommendation({ signedOn: '2026-08-01', goodUntil: '2027-02-01', visits: 3 }),
      validRecommendation({ signedOn: '2026-07-01', serviceTypes: ['Postpartum Visit'] }),
    ]) {
      const added = await inject(
        'POST',
        `/api/patients/${patientId}/recommendations`,
        recommendation,
      );
      expect(added.statusCode, added.body).toBe(201);
    }
    const dates: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const claim = validClaim(patientId);
      const posted = await postClaim(t, doula.cookie, claim);
      expect(posted.statusCode, posted.body).toBe(201);
      dates.push(claim.serviceDateFrom);
    }
    dates.sort();

    const { db } = t.database;
    // A window that leaves the earliest claim out.
    const window = { from: dates[1]!, to: '9999-12-31' };
    const together = await claimCheckReadsOf(db, { userId, patientId, ...window });
    expect(together.catalog).toEqual(await payerCatalogOf(db));
    expect(together.coverage).toBeUndefined();
    const listed = (await inject('GET', `/api/patients/${patientId}/recommendations`)).json<{
      recommendations: Parameters<typeof onFile>[0][];
    }>().recommendations;
    expect(together.recommendations).toEqual(listed.map(onFile));
    expect(together.recommendations.map((r) => r.signedOn)).toEqual(['2026-07-01', '2026-08-01']);
    const alone = await otherClaimsOfPatient(db, userId, patientId, window);
    expect(together.otherClaims).toEqual(alone);
    expect(together.otherClaims.map((claim) => claim.serviceDate)).toEqual([dates[2], dates[1]]);

    const everything = await claimCheckReadsOf(db, { userId, patientId, ...EVERY_DATE });
    expect(everything.otherClaims).toEqual(await otherClaimsOfPatient(db, userId, patientId));
    expect(everything.otherClaims.length).toBe(together.otherClaims.length + 1);
  });

  it('answer nothing of another doula’s patient', async () => {
    const other = await createDoula(t, 'check-reads-other@example.com');
    const reads = await claimCheckReadsOf(t.database.db, {
      userId: doula.userId,
      patientId: other.patientId,
      ...EVERY_DATE,
    });
    expect(reads.recommendations).toEqual([]);
    expect(reads.otherClaims).toEqual([]);
  });
});
