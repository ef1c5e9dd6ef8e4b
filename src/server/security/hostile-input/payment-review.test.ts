import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on the operator's decision on a held payment: the valid call (refuse a fresh
 * overpayment of this doula's), clean or with hostile text, a wrong type or an unknown key. For
 * every request: never a 5xx, every refusal has the one error shape, a tampered body is
 * refused, and the other doula's data is unchanged.
 */
// Each run submits a claim, batches it and imports an 835: slower than a plain write.
describeValidCallsSafe(
  'paymentReview',
  'hostile bodies on the payment review route',
  { accepted: 200, timeout: 120_000 },
  { 'POST /api/operator/payments/:id/review': ['decision'] },
);
