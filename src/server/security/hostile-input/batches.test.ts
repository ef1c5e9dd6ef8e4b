import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on making an 837P batch: the operator's valid call (one fresh claim of this
 * doula's), clean or with hostile text, a wrong type or an unknown key. For every request: never
 * a 5xx, every refusal has the one error shape, a tampered body is refused, and the other
 * doula's data is unchanged.
 */
// Each run submits a claim and makes a batch of it: slower than a plain write.
describeValidCallsSafe(
  'batches',
  'hostile bodies on the batch write route',
  { accepted: 201, timeout: 120_000 },
  { 'POST /api/operator/batches': ['payerId'] },
);
