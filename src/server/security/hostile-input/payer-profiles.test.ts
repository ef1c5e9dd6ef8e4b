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
 * Hostile input on the operators' payer profiles and payer mapping. Their bodies are the billing
 * engine's own data structures (checked field by field in their route tests); here each takes
 * its valid call, clean or with a wrong type or an unknown key at the top. For every request:
 * never a 5xx, every refusal has the one error shape, a tampered body is refused with 400, and
 * the other doula's data is unchanged.
 */
const { world, inject, expectSafeAnswer, expectOtherUntouched, expectEveryRouteExercised } =
  hostileApp('payerProfiles');

describe('hostile bodies on the payer profile write routes', () => {
  it.each([
    'POST /api/operator/payer-profiles',
    'PATCH /api/operator/payer-profiles/:profileId',
    'POST /api/operator/payer-profiles/:profileId/versions',
    'PUT /api/operator/payer-mapping',
  ] as const)('%s', async (route) => {
    // Their text fields: any other field may accept null or an array, so "wrong" would not be.
    const fields = {
      'POST /api/operator/payer-profiles': ['name'],
      'PATCH /api/operator/payer-profiles/:profileId': ['name'],
      'POST /api/operator/payer-profiles/:profileId/versions': ['effectiveFrom'],
      'PUT /api/operator/payer-mapping': ['defaultProfileId'],
    }[route];
    await run(
      fc.asyncProperty(fc.oneof(fc.constant<Tampering>({}), tampering(fields)), async (tamper) => {
        const call = await validCall(world.t, world.me, route, '');
        const response = await inject(
          call.method,
          call.url,
          call.cookie,
          applyTampering(call.body ?? {}, tamper),
        );
        expectSafeAnswer(route, response, tamper);
        if (!tampered(tamper)) expect(response.statusCode, response.body).toBeLessThan(300);
        await expectOtherUntouched();
      }),
    );
  });
});

describe('the properties were not vacuous', () => {
  it('every route was exercised, with both acceptances and refusals', async () => {
    await expectEveryRouteExercised();
  });
});
