import { describe, expect, it } from 'vitest';
import { carriesPrototypeKey, hostileApp } from '../../testing/hostile-harness.ts';
import { expectOperatorPostOnIdSafe } from '../../testing/hostile-ids.ts';
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
const { world, expectOtherUntouched } = app;

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
      // Null takes the real-time endpoint off a connection: a change, not a wrong type.
      ['realTimeUrl'],
    );
  });

  it.each(['test', 'poll-now'] as const)(
    'POST /api/operator/clearinghouse-connections/:id/%s',
    async (action) => {
      const known = await freshConnection(world.t);
      await expectOperatorPostOnIdSafe(
        app,
        `POST /api/operator/clearinghouse-connections/:id/${action}`,
        ['known', 'known', 'unknown', 'hostile'],
        { known },
        () => expectOtherUntouched(),
      );
    },
  );

  it('POST /api/operator/clearinghouse-connections/:id/send-now', async () => {
    const sender = await freshConnection(world.t, { sendsClaims: true });
    const other = await freshConnection(world.t);
    await expectOperatorPostOnIdSafe(
      app,
      'POST /api/operator/clearinghouse-connections/:id/send-now',
      ['sender', 'other', 'unknown', 'hostile'],
      { sender, other },
      (kind, response, body) => {
        // Not "the other doula untouched": sending her ready claims is what Send now does. A body
        // with a prototype key is refused by the parser before the route can say why.
        if (kind === 'other')
          expect(response.statusCode).toBe(carriesPrototypeKey(body) ? 400 : 422);
      },
    );
  });
});

describeEveryRouteExercised(app);
