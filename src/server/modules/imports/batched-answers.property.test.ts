import fc from 'fast-check';
import { expect, it } from 'vitest';
import { importHarness } from '../../testing/import-harness.ts';
import { claimPayment, remittance835 } from '../../testing/response-files.ts';

/**
 * The batched transition command (decision 037), seen through one 835 answering several claims
 * of two doulas at once: for any number of claims and payments, the file writes exactly one
 * history row and one audit row per claim it moved, each saying what that claim's payment
 * did, one status email in the outbox per moved claim of each doula (delivery joins a doula's
 * into one email), and reports each claim in file order.
 */
const { h, operator, newClaim } = importHarness('batched-answers');

let run = 0;
const dollars = (cents: number) => (cents / 100).toFixed(2);

async function countsOf(claimIds: string[], userIds: string[]) {
  const { rows } = await h.t.database.pool.query<{
    history: number;
    audit: number;
    outbox: Record<string, number>;
  }>(
    `SELECT (SELECT count(*)::int FROM claim_status_changes WHERE claim_id = ANY($1::uuid[])) AS history,
            (SELECT count(*)::int FROM audit_events
              WHERE entity_id = ANY($1::text[]) AND action = 'claim.payer_answer') AS audit,
            (SELECT coalesce(json_object_agg(u, (SELECT count(*) FROM outbox WHERE user_id = u)), '{}')
              FROM unnest($2::uuid[]) AS u) AS outbox`,
    [claimIds, userIds],
  );
  return rows[0]!;
}

it('one file of N claims writes N history rows, N audit rows and each doula’s emails', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ hers: fc.boolean(), paidCents: fc.integer({ min: 1, max: 16211 }) }), {
        minLength: 1,
        maxLength: 6,
      }),
      async (payments) => {
        run += 1;
        const claims = [];
        for (const payment of payments) {
          claims.push({ ...payment, claim: await newClaim(payment.hers ? h.doula : h.other) });
        }
        const ids = claims.map(({ claim }) => claim.id);
        const owners = [h.doula.userId, h.other.userId];
        const before = await countsOf(ids, owners);

        const total = claims.reduce((sum, { paidCents }) => sum + paidCents, 0);
        const text = remittance835(
          dollars(total),
          claims.flatMap(({ claim, paidCents }, index) =>
            claimPayment(claim, { paid: dollars(paidCents), payerClaimNumber: `B${run}-${index}` }),
          ),
        ).replace(/^TRN\*1\*[^*]+/m, `TRN*1*EFT-B-${run}`);
        const result = await h.imports.importResponse(
          { name: 'batch.x12', bytes: Buffer.from(text) },
          operator,
        );

        expect(result.unmatched).toEqual([]);
        expect(result.import.matched.map((line) => [line.claimId, line.change])).toEqual(
          claims.map(({ claim, paidCents }) => [
            claim.id,
            `processing → approved, ${'$' + (paidCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} paid`,
          ]),
        );
        const after = await countsOf(ids, owners);
        expect(after.history - before.history).toBe(claims.length);
        expect(after.audit - before.audit).toBe(claims.length);
        const hers = claims.filter(({ hers }) => hers).length;
        expect(after.outbox[h.doula.userId]! - before.outbox[h.doula.userId]!).toBe(hers);
        expect(after.outbox[h.other.userId]! - before.outbox[h.other.userId]!).toBe(
          claims.length - hers,
        );
        const { rows: history } = await h.t.database.pool.query<{
          claim_id: string;
          from_status: string;
          to_status: string;
          note: string;
        }>(
          `SELECT DISTINCT ON (claim_id) claim_id, from_status, to_status, note
           FROM claim_status_changes WHERE claim_id = ANY($1::uuid[]) ORDER BY claim_id, id DESC`,
          [ids],
        );
        for (const { claim, paidCents } of claims) {
          const last = history.find((row) => row.claim_id === claim.id);
          expect(last).toMatchObject({ from_status: 'processing', to_status: 'approved' });
          expect(last!.note).toContain(dollars(paidCents).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
        }
      },
    ),
    { numRuns: 6 },
  );
});
