import { claimHooks } from '../../../app-claim-hooks.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissionStepsHarness } from '../../../testing/submission-steps.ts';
import { checkAndPriceClaim } from './check-and-price.ts';
import { insertClaim } from './insert.ts';
import { lockAndLoad } from './lock-and-load.ts';
import { transitionSubmitted } from './transition.ts';

const { body, submission, inTransaction } = submissionStepsHarness('step-transition');

describe('transition', () => {
  it('starts the stored claim through the state machine: pending, its history and audit rows', async () => {
    const claim = submission(body());
    await inTransaction(async (tx) => {
      const loaded = await lockAndLoad(tx, claim);
      const row = (await insertClaim(
        tx,
        claim,
        loaded,
        await checkAndPriceClaim(tx, claim, loaded),
      ))!;
      const submitted = await transitionSubmitted(tx, claim, row, loaded.correction, claimHooks);
      expect(submitted).toMatchObject({
        toStatus: 'pending',
        note: 'Submitted',
        changedBy: 'system',
      });
      const { rows } = await tx.execute(sql`
        SELECT
          (SELECT count(*)::int FROM claim_status_changes WHERE claim_id = ${row.id}) AS history,
          (SELECT count(*)::int FROM audit_events
            WHERE action = 'claim.create' AND entity_id = ${row.id}) AS audits,
          (SELECT status FROM claims WHERE id = ${row.id}) AS status`);
      expect(rows[0]).toEqual({ history: 1, audits: 1, status: 'pending' });
      expect(submitted.claimId).toBe(row.id);
    });
  });
});
