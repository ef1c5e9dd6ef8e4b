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
 * Hostile input on correcting and voiding a claim: her valid call (a fresh claim of hers that a
 * payer rejected or denied), clean or with a wrong type or an unknown key. For every request:
 * never a 5xx, every refusal has the one error shape, a tampered body is refused, and the other
 * doula's data is unchanged.
 */
const { world, inject, expectSafeAnswer, expectOtherUntouched, expectEveryRouteExercised } =
  hostileApp('corrections');

describe('hostile bodies on the correction and void routes', () => {
  it.each(['POST /api/claims/:id/correction', 'POST /api/claims/:id/void'] as const)(
    '%s',
    async (route) => {
      // Text fields of the correction (the claim form's); the void takes no body at all, so any
      // field it is sent is one it does not know.
      const fields = {
        'POST /api/claims/:id/correction': ['serviceType', 'serviceDateFrom', 'notes'],
        'POST /api/claims/:id/void': ['note'],
      }[route];
      await run(
        fc.asyncProperty(
          fc.oneof(fc.constant<Tampering>({}), tampering(fields)),
          async (tamper) => {
            const call = await validCall(world.t, world.me, route, '');
            const response = await inject(
              call.method,
              call.url,
              call.cookie,
              applyTampering(call.body ?? {}, tamper),
              call.headers,
            );
            expectSafeAnswer(route, response, tamper);
            if (!tampered(tamper)) expect(response.statusCode, response.body).toBe(201);
            await expectOtherUntouched();
          },
        ),
      );
      // Each run submits a claim and has a payer answer it first: slower than a plain write.
    },
    120_000,
  );
});

describe('the properties were not vacuous', () => {
  it('every route was exercised, with both acceptances and refusals', async () => {
    await expectEveryRouteExercised();
  });
});
