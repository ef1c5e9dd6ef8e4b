import { describe, expect, it } from 'vitest';
import type { OperatorClaimDetail } from '#domain/claims/queue';
import type { ClaimView } from '#domain/claims/view';
import { postClaim, shortClaim } from '../../testing/doulas.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { OPS, useOperatorConsole } from '../../testing/operator-console.ts';
import { createRecord } from '../../testing/record-fixtures.ts';
import { validRecommendation } from '../../testing/recommendation-fixtures.ts';

/**
 * Operators ask her for the recommendation a claim relies on (decision 111): the claim needs her
 * (her list's filter and the count beside Claims) until she records one on the patient, in the
 * same transaction that closes the request; history and audit say who asked and when it closed.
 */
const h = useOperatorConsole();
const { get, post } = h;
const askUrl = (id: string) => `/api/operator/claims/${id}/recommendation-request`;

async function doulaWithClaim(email: string) {
  const { cookie } = await registeredUser(h.t, email);
  const patientId = await createRecord(h.t, cookie, 'patients');
  const response = await postClaim(h.t, cookie, shortClaim(patientId));
  expect(response.statusCode, response.body).toBe(201);
  return { cookie, patientId, claim: response.json() as ClaimView };
}

const attentionIds = async (cookie: string) =>
  ((await get('/api/claims?attention=1&limit=100', cookie)).json().items as ClaimView[]).map(
    (item) => item.id,
  );
const attentionCount = async (cookie: string) =>
  (await get('/api/claims/attention-count', cookie)).json().count as number;
const stored = async (claimId: string) =>
  (
    await h.t.database.pool.query(
      `SELECT recommendation_request AS request,
        (SELECT count(*)::int FROM claim_status_changes WHERE claim_id = $1) AS history
       FROM claims WHERE id = $1`,
      [claimId],
    )
  ).rows[0] as { request: unknown; history: number };

describe('asking her for a missing recommendation', () => {
  it('puts the claim under Needs your attention until she records one on the patient', async () => {
    const her = await doulaWithClaim('recs-asked@example.com');
    const countBefore = await attentionCount(her.cookie);
    expect(await attentionIds(her.cookie)).not.toContain(her.claim.id);

    const asked = await post(askUrl(her.claim.id), { note: '  The plan asks for it.  ' }, h.ops);
    expect(asked.statusCode, asked.body).toBe(200);
    const detail = asked.json() as OperatorClaimDetail;
    expect(detail.claim.recommendationRequest).toEqual({
      askedAt: expect.any(String),
      askedBy: OPS,
      note: 'The plan asks for it.',
    });
    expect(detail.claim.status).toBe('pending');

    expect(await attentionIds(her.cookie)).toContain(her.claim.id);
    expect(await attentionCount(her.cookie)).toBe(countBefore + 1);
    const seen = (await get(`/api/claims/${her.claim.id}`, her.cookie)).json() as ClaimView;
    expect(seen.statusHistory.at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      by: OPS,
      note: 'Our team asked for the recommendation this visit relies on: The plan asks for it.',
    });
    const { rows: audit } = await h.t.database.pool.query(
      `SELECT action, outcome FROM audit_events WHERE entity_id = $1 AND action LIKE '%recommendation%'`,
      [her.claim.id],
    );
    expect(audit).toEqual([{ action: 'claim.recommendation_request', outcome: 'success' }]);

    // Asked once: a second request while it is open is a conflict, and nothing more is written.
    const before = await stored(her.claim.id);
    const again = await post(askUrl(her.claim.id), {}, h.ops);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Our team already asked her for the recommendation this claim relies on.',
    );
    expect(await stored(her.claim.id)).toEqual(before);

    const added = await h.t.inject({
      method: 'POST',
      url: `/api/patients/${her.patientId}/recommendations`,
      headers: { cookie: her.cookie },
      payload: validRecommendation(),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await attentionIds(her.cookie)).not.toContain(her.claim.id);
    expect(await attentionCount(her.cookie)).toBe(countBefore);
    const after = (await get(`/api/claims/${her.claim.id}`, her.cookie)).json() as ClaimView;
    expect(after.recommendationRequest).toBeNull();
    expect(after.statusHistory.at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      by: 'system',
      note: 'A recommendation was recorded on the pregnancy: our team’s request is closed.',
    });
  });

  it('is the operators’ alone: a doula is refused, signed out is 401', async () => {
    const her = await doulaWithClaim('recs-not-ops@example.com');
    expect((await post(askUrl(her.claim.id), {}, her.cookie)).statusCode).toBe(403);
    expect((await post(askUrl(her.claim.id), {})).statusCode).toBe(401);
    expect((await stored(her.claim.id)).request).toBeNull();
  });

  it('refuses bad input in one sentence and stores nothing', async () => {
    const her = await doulaWithClaim('recs-bad-input@example.com');
    const before = await stored(her.claim.id);
    const long = await post(askUrl(her.claim.id), { note: 'x'.repeat(501) }, h.ops);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/^[^\n]+\.$/);
    expect(JSON.stringify(long.json())).toContain('Please keep the note under 500 characters.');
    const unknown = await post(askUrl(her.claim.id), { note: 'ok', urgent: true }, h.ops);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/^[^\n]+\.$/);
    expect(await stored(her.claim.id)).toEqual(before);
    const missing = await post(askUrl('00000000-0000-4000-8000-000000000000'), {}, h.ops);
    expect(missing.statusCode).toBe(404);
  });

  it('is not asked of a paid claim: refused in one sentence, nothing stored', async () => {
    const her = await doulaWithClaim('recs-paid@example.com');
    const paid = await post(
      `/api/operator/claims/${her.claim.id}/status`,
      { status: 'approved', note: '' },
      h.ops,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await stored(her.claim.id);
    const refused = await post(askUrl(her.claim.id), {}, h.ops);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      `Claim ${her.claim.formId} is approved, so it cannot be asked for a recommendation; a paid claim needs none.`,
    );
    expect(await stored(her.claim.id)).toEqual(before);
  });
});
