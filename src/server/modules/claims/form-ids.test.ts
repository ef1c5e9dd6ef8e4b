import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoula, postClaim, validClaim } from '../../testing/doulas.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Form IDs come from a sequence (decision 017): parallel submissions never wait on one
 * counter row, every number is used once, and the number widens past six digits rather
 * than wrapping or failing.
 */
const OPERATOR = 'form-ids-operator@example.com';
let t: TestApp;
let cookie: string;
let patientId: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR });
  ({ cookie, patientId } = await createDoula(t, 'form-ids@example.com'));
});
afterAll(() => t.close());

const submit = async () => {
  const response = await postClaim(t, cookie, validClaim(patientId));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; formId: string };
};

describe('form IDs', () => {
  it('are unique across parallel submissions, DB-<year>-<six digits>', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, submit));
    const year = new Date().getUTCFullYear();
    for (const claim of claims) expect(claim.formId).toMatch(new RegExp(`^DB-${year}-\\d{6}$`));
    expect(new Set(claims.map((claim) => claim.formId)).size).toBe(claims.length);
  });

  it('widen past 999,999 and still name the claim for operators and the audit trail', async () => {
    await t.database.pool.query(`SELECT setval('claim_form_number_seq', 999999, false)`);
    const last6 = await submit();
    const first7 = await submit();
    const year = new Date().getUTCFullYear();
    expect(last6.formId).toBe(`DB-${year}-999999`);
    expect(first7.formId).toBe(`DB-${year}-1000000`);

    const { cookie: operator } = await t.signInAs(OPERATOR);
    const found = await t.inject({
      method: 'GET',
      url: `/api/operator/claims/${first7.formId.toLowerCase()}`,
      headers: { cookie: operator },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as { claim: { id: string } }).claim.id).toBe(first7.id);
    const { rows } = await t.database.pool.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_events WHERE action = 'claim.operator_read' AND user_id =
         (SELECT id FROM users WHERE email = $1)`,
      [OPERATOR],
    );
    expect(rows.map((row) => row.entity_id)).toContain(first7.id);
  });
});
