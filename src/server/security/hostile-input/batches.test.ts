import { describe, it } from 'vitest';
import { hostileApp } from '../../testing/hostile-harness.ts';
import {
  describeEveryRouteExercised,
  expectValidCallSafe,
} from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on making an 837P batch: the operator's valid call (one fresh claim of this
 * doula's), clean or with hostile text, a wrong type or an unknown key. For every request: never
 * a 5xx, every refusal has the one error shape, a tampered body is refused, and the other
 * doula's data is unchanged.
 */
const app = hostileApp('batches');

describe('hostile bodies on the batch write route', () => {
  // Each run submits a claim and makes a batch of it: slower than a plain write.
  it('POST /api/operator/batches', async () => {
    await expectValidCallSafe(app, 'POST /api/operator/batches', ['payerId'], 201);
  }, 120_000);
});

describeEveryRouteExercised(app);
