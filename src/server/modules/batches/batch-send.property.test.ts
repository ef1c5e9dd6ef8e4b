import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorClaimStatuses } from '#domain/claims/claim-states';
import type { BatchDetail } from '#domain/claims/batches';
import type { ClaimView } from '#domain/claims/view';
import { useBatchConsole } from '../../testing/batch-console.ts';

/**
 * A batch moves its claims to processing all at once, in set-based statements (decision 103),
 * by the same rule as one at a time: every claim pending, and each gets exactly one history
 * row, one audit event and one status email; one claim that is not pending refuses the batch,
 * and then nothing moves and nothing is written.
 */
const doulas = useBatchConsole();
const { h, create } = doulas;

const counted = async (claims: ClaimView[]) => {
  const ids = claims.map((claim) => claim.id);
  const { rows } = await h.t.database.pool.query<{
    id: string;
    status: string;
    history: number;
    sent: number;
    audited: number;
  }>(
    `SELECT c.id, c.status,
            (SELECT count(*)::int FROM claim_status_changes h WHERE h.claim_id = c.id) AS history,
            (SELECT count(*)::int FROM claim_status_changes h WHERE h.claim_id = c.id
               AND h.from_status = 'pending' AND h.to_status = 'processing'
               AND h.note LIKE 'Sent in batch %') AS sent,
            (SELECT count(*)::int FROM audit_events a WHERE a.entity_type = 'claim'
               AND a.entity_id = c.id::text AND a.action = 'claim.status_change') AS audited
       FROM claims c WHERE c.id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], c.id)`,
    [ids],
  );
  return rows;
};

const emailsOf = async (userId: string) =>
  (
    await h.t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE user_id = $1 AND kind = 'claim_status'`,
      [userId],
    )
  ).rows[0]!.n;

let run = 0;

describe('a batch moves its claims', () => {
  it('all of them once each when every one is pending, none when one is not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...operatorClaimStatuses), { minLength: 1, maxLength: 4 }),
        async (statuses) => {
          run += 1;
          const provider = await h.provider(`batch-property-${run}@example.com`);
          const claims: ClaimView[] = [];
          for (const status of statuses) {
            const claim = await provider.submit();
            if (status !== 'pending') {
              const set = await h.post(
                `/api/operator/claims/${claim.id}/status`,
                { status },
                h.ops,
              );
              expect(set.statusCode, set.body).toBe(200);
            }
            claims.push(claim);
          }
          const before = await counted(claims);
          const emailsBefore = await emailsOf(provider.userId);

          const response = await create({
            payerId: 'MCAL1',
            claimIds: claims.map((claim) => claim.id),
          });
          const after = await counted(claims);
          if (statuses.every((status) => status === 'pending')) {
            expect(response.statusCode, response.body).toBe(201);
            const batch = response.json() as BatchDetail;
            expect(batch.claims.map((claim) => claim.id)).toEqual(claims.map((claim) => claim.id));
            after.forEach((claim, index) => {
              expect(claim).toMatchObject({
                status: 'processing',
                history: before[index]!.history + 1,
                sent: 1,
                audited: before[index]!.audited + 1,
              });
            });
            expect((await emailsOf(provider.userId)) - emailsBefore).toBe(claims.length);
          } else {
            expect(response.statusCode, response.body).toBe(422);
            expect(after).toEqual(before);
            expect(await emailsOf(provider.userId)).toBe(emailsBefore);
          }
        },
      ),
      {
        numRuns: 12,
        // Both outcomes, whatever the random runs draw.
        examples: [[['pending', 'pending', 'pending']], [['pending', 'approved', 'pending']]],
      },
    );
  });
});
