import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileApp } from '../../testing/hostile-harness.ts';
import { encodableText, run } from '../../testing/hostile-text.ts';
import {
  describeEveryRouteExercised,
  expectValidCallSafe,
} from '../../testing/hostile-valid-call.ts';
import { freshConnection } from '../../testing/write-routes.ts';

/**
 * Hostile input on the clearinghouse connection routes. Creating and changing one take their
 * valid call, clean or with hostile text, a wrong type or an unknown key; "Test connection" and
 * "Poll now" take a hostile id and any body. For every request: never a 5xx, every refusal has the one
 * error shape, and the other doula's data is unchanged.
 */
const app = hostileApp('clearinghouse');
const { world, inject, expectSafeAnswer, expectOtherUntouched } = app;

describe('hostile bodies on the clearinghouse connection routes', () => {
  it('POST /api/operator/clearinghouse-connections', async () => {
    await expectValidCallSafe(
      app,
      'POST /api/operator/clearinghouse-connections',
      ['name', 'host', 'secret', 'hostKeyFingerprint', 'uploadFolder'],
      201,
    );
  });

  it('PATCH /api/operator/clearinghouse-connections/:id', async () => {
    await expectValidCallSafe(
      app,
      'PATCH /api/operator/clearinghouse-connections/:id',
      [
        'usage',
        'name',
        'hostKeyFingerprint',
        'realTimeUrl',
        'realTimePassword',
        'realTimeSenderId',
      ],
      200,
    );
  });

  it.each(['test', 'poll-now'] as const)(
    'POST /api/operator/clearinghouse-connections/:id/%s',
    async (action) => {
      const route = `POST /api/operator/clearinghouse-connections/:id/${action}` as const;
      const known = await freshConnection(world.t);
      await run(
        fc.asyncProperty(
          fc.constantFrom('known', 'known', 'unknown', 'hostile'),
          encodableText,
          fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
          async (kind, text, body) => {
            const id =
              kind === 'known'
                ? known
                : kind === 'unknown'
                  ? randomUUID()
                  : encodeURIComponent(text);
            const response = await inject(
              'POST',
              `/api/operator/clearinghouse-connections/${id}/${action}`,
              world.ops,
              body,
            );
            expectSafeAnswer(route, response);
            if (kind === 'unknown') expect(response.statusCode).toBe(404);
            await expectOtherUntouched();
          },
        ),
      );
    },
  );

  it('POST /api/operator/clearinghouse-connections/:id/send-now', async () => {
    const route = 'POST /api/operator/clearinghouse-connections/:id/send-now';
    const sender = await freshConnection(world.t, { sendsClaims: true });
    const other = await freshConnection(world.t);
    await run(
      fc.asyncProperty(
        fc.constantFrom('sender', 'other', 'unknown', 'hostile'),
        encodableText,
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (kind, text, body) => {
          const ids = { sender, other, unknown: randomUUID(), hostile: encodeURIComponent(text) };
          const response = await inject(
            'POST',
            `/api/operator/clearinghouse-connections/${ids[kind]}/send-now`,
            world.ops,
            body,
          );
          expectSafeAnswer(route, response);
          if (kind === 'unknown') expect(response.statusCode).toBe(404);
          // Not "the other doula untouched": sending her ready claims is what Send now does.
          if (kind === 'other') expect(response.statusCode).toBe(422);
        },
      ),
    );
  });
});

describeEveryRouteExercised(app);
