import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileApp } from '../../testing/hostile-harness.ts';
import { encodableText, run } from '../../testing/hostile-text.ts';
import { describeEveryRouteExercised } from '../../testing/hostile-valid-call.ts';
import { askableClaim } from '../../testing/write-routes.ts';

/**
 * Hostile input on "Ask now" (a 276 about one claim): a known claim, an unknown id or hostile
 * text for an id, with any body. For every request: never a 5xx, every refusal has the one
 * error shape, an unknown claim is not found, and the other doula's data is unchanged.
 */
const app = hostileApp('claimStatus');
const { world, inject, expectSafeAnswer, expectOtherUntouched } = app;

describe('hostile input on Ask now', () => {
  it('POST /api/operator/claims/:id/status-inquiries', async () => {
    const route = 'POST /api/operator/claims/:id/status-inquiries';
    const known = await askableClaim(world.t, world.me);
    await run(
      fc.asyncProperty(
        fc.constantFrom('known', 'unknown', 'hostile', 'hostile'),
        encodableText,
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (kind, text, body) => {
          const ids = { known, unknown: randomUUID(), hostile: encodeURIComponent(text) };
          const response = await inject(
            'POST',
            `/api/operator/claims/${ids[kind]}/status-inquiries`,
            world.ops,
            body,
          );
          expectSafeAnswer(route, response);
          if (kind === 'unknown') expect(response.statusCode).toBe(404);
          if (kind === 'known') expect(response.statusCode).toBe(200);
          await expectOtherUntouched();
        },
      ),
    );
  }, 120_000);
});

describeEveryRouteExercised(app);
