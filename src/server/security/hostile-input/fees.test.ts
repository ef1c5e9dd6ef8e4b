import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on the operators' fee writes: the price per claim, a claim's fee credited and a
 * check recorded, each through its valid call, clean or with hostile text, a wrong type or an
 * unknown key. For every request: never a 5xx, every refusal has the one error shape, a
 * tampered body is refused, and the other doula's data is unchanged.
 */
// Credits and payments first have a claim of hers denied by an imported 835 (and so charged).
describeValidCallsSafe(
  'fees',
  'hostile bodies on the fee write routes',
  { accepted: 'success', timeout: 120_000 },
  {
    'PUT /api/operator/fees/price': ['effectiveFrom', 'cents'],
    'POST /api/operator/fees/credits': ['claimId', 'reason'],
    'POST /api/operator/fees/payments': ['doulaId', 'month', 'reference', 'amountCents'],
  },
);
