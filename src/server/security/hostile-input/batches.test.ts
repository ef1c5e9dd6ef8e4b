import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileApp } from '../../testing/hostile-harness.ts';
import {
  applyTampering,
  run,
  tampered,
  tampering,
  type Tampering,
} from '../../testing/hostile-text.ts';
import { validCall } from '../../testing/write-routes.ts';

/**
 * Hostile input on making an 837P batch: the operator's valid call (one fresh claim of this
 * doula's), clean or with hostile text, a wrong type or an unknown key. For every request: never
 * a 5xx, every refusal has the one error shape, a tampered body is refused, and the other
 * doula's data is unchanged.
 */
const { world, inject, expectSafeAnswer, expectOtherUntouched, expectEveryRouteExercised } =
  hostileApp('batches');

describe('hostile bodies on the batch write route', () => {
  it('POST /api/operator/batches', async () => {
    const route = 'POST /api/operator/batches';
    await run(
      fc.asyncProperty(
        fc.oneof(fc.constant<Tampering>({}), tampering(['payerId'])),
        async (tamper) => {
          const call = await validCall(world.t, world.me, route, '');
          const response = await inject(
            call.method,
            call.url,
            call.cookie,
            applyTampering(call.body ?? {}, tamper),
          );
          expectSafeAnswer(route, response, tamper);
          if (!tampered(tamper)) expect(response.statusCode, response.body).toBe(201);
          await expectOtherUntouched();
        },
      ),
    );
    // Each run submits a claim and makes a batch of it: slower than a plain write.
  }, 120_000);
});

describe('the properties were not vacuous', () => {
  it('every route was exercised, with both acceptances and refusals', async () => {
    await expectEveryRouteExercised();
  });
});
