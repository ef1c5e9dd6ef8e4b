import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEveryRouteExercised } from '../../testing/hostile-valid-call.ts';
import { hostileApp } from '../../testing/hostile-harness.ts';
import { run } from '../../testing/hostile-text.ts';
import { paid835, uploadOf } from '../../testing/response-files.ts';

/**
 * Hostile files on the payer response upload: random bytes, a real 835 cut at any point or
 * with any byte changed, and JSON where a file belongs. For every request: never a 5xx, every
 * refusal in the one error shape, a file that cannot be read is kept as refused and answered
 * 422 with its reason, and the other doula's data is unchanged.
 */
const app = hostileApp('imports');
const { world, inject, expectSafeAnswer, expectOtherUntouched } = app;

const route = 'POST /api/operator/imports' as const;

describe('hostile files on the import upload', () => {
  it(route, async () => {
    // An 835 about a claim nobody has: whatever survives the damage matches nothing.
    const real = paid835({ formId: 'DB-1999-000001', serviceDate: '1999-01-04' });
    const damaged = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.nat({ max: real.length - 1 }).map((cut) => Buffer.from(real.slice(0, cut))),
      fc
        .tuple(fc.nat({ max: real.length - 1 }), fc.integer({ min: 0, max: 255 }))
        .map(([at, byte]) => {
          const bytes = Buffer.from(real);
          bytes[at] = byte;
          return bytes;
        }),
    );
    await run(
      fc.asyncProperty(fc.oneof(damaged, fc.constant('json' as const)), async (file) => {
        if (file === 'json') {
          const response = await inject('POST', '/api/operator/imports', world.ops, { file: 'x' });
          expectSafeAnswer(route, response);
          expect(response.statusCode).toBe(400);
          return;
        }
        const upload = uploadOf();
        const response = await world.t.inject({
          method: 'POST',
          url: '/api/operator/imports',
          headers: { cookie: world.ops, ...upload.headers },
          payload: file,
        });
        expectSafeAnswer(route, response);
        expect([200, 201, 422]).toContain(response.statusCode);
        if (response.statusCode === 422) {
          expect((response.json() as { error: { message: string } }).error.message).not.toBe('');
        } else {
          expect((response.json() as { import: { outcome: string } }).import.outcome).toBe(
            'accepted',
          );
        }
        await expectOtherUntouched();
      }),
    );
  });
});

describeEveryRouteExercised(app);
