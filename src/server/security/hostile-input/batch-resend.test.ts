import { describe, expect, it } from 'vitest';
import { hostileApp } from '../../testing/hostile-harness.ts';
import { expectOperatorPostOnIdSafe } from '../../testing/hostile-ids.ts';
import { describeEveryRouteExercised } from '../../testing/hostile-valid-call.ts';
import { freshRejectedBatch } from '../../testing/operator-fixtures.ts';

/**
 * Hostile input on Resend (a new batch of the claims a clearinghouse's file check rejected): a
 * rejected batch, an unknown id or hostile text for an id, with any body. Never a 5xx, every
 * refusal in the one error shape, an unknown batch not found, the other doula's data unchanged;
 * a batch is sent again once at most (a second Resend is refused in words).
 */
const app = hostileApp('batchResend');
const { world, expectOtherUntouched } = app;

describe('hostile input on Resend', () => {
  it('POST /api/operator/batches/:id/resend', async () => {
    const known = await freshRejectedBatch(world.t, world.me);
    let resent = 0;
    await expectOperatorPostOnIdSafe(
      app,
      'POST /api/operator/batches/:id/resend',
      ['known', 'unknown', 'hostile', 'hostile'],
      { known },
      async (kind, response) => {
        if (kind === 'known') {
          expect([201, 409]).toContain(response.statusCode);
          if (response.statusCode === 201) resent += 1;
        }
        await expectOtherUntouched();
      },
    );
    expect(resent).toBeLessThanOrEqual(1);
  }, 120_000);
});

describeEveryRouteExercised(app);
