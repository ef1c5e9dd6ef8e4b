import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on correcting and voiding a claim: her valid call (a fresh claim of hers that a
 * payer rejected or denied), clean or with a wrong type or an unknown key. For every request:
 * never a 5xx, every refusal has the one error shape, a tampered body is refused, and the other
 * doula's data is unchanged.
 */
// Each run submits a claim and has a payer answer it first: slower than a plain write.
describeValidCallsSafe(
  'corrections',
  'hostile bodies on the correction and void routes',
  { accepted: 201, timeout: 120_000 },
  {
    // Text fields of the correction (the claim form's); the void takes no body at all, so any
    // field it is sent is one it does not know.
    'POST /api/claims/:id/correction': ['serviceType', 'serviceDateFrom', 'notes'],
    'POST /api/claims/:id/void': ['note'],
  },
);
