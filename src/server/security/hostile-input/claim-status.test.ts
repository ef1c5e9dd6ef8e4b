import { describe, expect, it } from 'vitest';
import { hostileApp } from '../../testing/hostile-harness.ts';
import { expectOperatorPostOnIdSafe } from '../../testing/hostile-ids.ts';
import { describeEveryRouteExercised } from '../../testing/hostile-valid-call.ts';
import { askableClaim } from '../../testing/write-routes.ts';

/**
 * Hostile input on "Ask now" (a 276 about one claim): a known claim, an unknown id or hostile
 * text for an id, with any body. For every request: never a 5xx, every refusal has the one
 * error shape, an unknown claim is not found, and the other doula's data is unchanged.
 */
const app = hostileApp('claimStatus');
const { world, expectOtherUntouched } = app;

describe('hostile input on Ask now', () => {
  it('POST /api/operator/claims/:id/status-inquiries', async () => {
    const known = await askableClaim(world.t, world.me);
    await expectOperatorPostOnIdSafe(
      app,
      'POST /api/operator/claims/:id/status-inquiries',
      ['known', 'unknown', 'hostile', 'hostile'],
      { known },
      async (kind, response) => {
        if (kind === 'known') expect(response.statusCode).toBe(200);
        await expectOtherUntouched();
      },
    );
    // A known claim is asked at a port nothing listens on, and its one retry waits a second:
    // about a dozen such seconds, on a machine the whole suite shares.
  }, 300_000);
});

describeEveryRouteExercised(app);
