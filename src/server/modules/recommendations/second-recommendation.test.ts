import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/billing/index';
import { latestTodayOnEarth } from '#domain/common/dates';
import { registeredUser } from '../../testing/fixtures.ts';
import { postClaim, validClaim } from '../../testing/doulas.ts';
import { usePatientRoutes } from '../../testing/patient-routes.ts';
import { validRecommendation } from '../../testing/recommendation-fixtures.ts';

/**
 * California's second recommendation at submit, on the server's own facts: a tenth postpartum
 * visit of a pregnancy is refused naming what is missing; once she records a second
 * recommendation it is submitted, and the claim and its history name what it relied on.
 */
const h = usePatientRoutes();

describe('the tenth postpartum visit in California', () => {
  it('is refused without a second recommendation and submitted with one', async () => {
    const { cookie } = await registeredUser(h.t, 'recs-tenth@example.com');
    const today = latestTodayOnEarth().slice(0, 10);
    const birth = addDays(today, -90);
    const patient = await h.createPatient(cookie, {
      expectedDueDate: birth,
      pregnancyEndedDate: birth,
    });
    const visit = (day: number) =>
      validClaim(
        patient.id,
        { serviceType: 'Postpartum Visit', diagnosisCodes: ['Z39.2'] },
        addDays(birth, day),
      );
    for (let day = 1; day <= 9; day++) {
      const response = await postClaim(h.t, cookie, visit(day));
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await postClaim(h.t, cookie, visit(10));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.findings).toContainEqual(
      expect.objectContaining({
        message:
          'The 10th postpartum visit needs a second recommendation from a licensed provider.',
        fix: 'Add it on Ana Rivera’s pregnancy.',
      }),
    );

    const added = await h.t.inject({
      method: 'POST',
      url: `/api/patients/${patient.id}/recommendations`,
      headers: { cookie },
      payload: validRecommendation({ signedOn: addDays(birth, 5) }),
    });
    expect(added.statusCode).toBe(201);
    const submitted = await postClaim(h.t, cookie, visit(10));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const named = `A second recommendation from a licensed provider: Dr. Lee Park (NPI 1234567893), signed ${addDays(birth, 5)}`;
    expect(submitted.json().recommendationReliedOn).toBe(named);
    const claim = (
      await h.t.inject({
        method: 'GET',
        url: `/api/claims/${submitted.json().id}`,
        headers: { cookie },
      })
    ).json();
    expect(claim.recommendationReliedOn).toBe(named);
    expect(claim.statusHistory[0].note).toBe(`Submitted on ${named.replace(/^A /, 'a ')}`);
  });
});
