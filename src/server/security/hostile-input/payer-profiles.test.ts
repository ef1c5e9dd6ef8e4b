import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on the operators' payer profiles, payer mapping and payer enrollments. Their bodies are the billing
 * engine's own data structures (checked field by field in their route tests); here each takes
 * its valid call, clean or with a wrong type or an unknown key at the top. For every request:
 * never a 5xx, every refusal has the one error shape, a tampered body is refused with 400, and
 * the other doula's data is unchanged.
 */
describeValidCallsSafe(
  'payerProfiles',
  'hostile bodies on the payer profile write routes',
  { accepted: 'success' },
  {
    // Their text fields: any other field may accept null or an array, so "wrong" would not be.
    'POST /api/operator/payer-profiles': ['name'],
    'PATCH /api/operator/payer-profiles/:profileId': ['name'],
    'POST /api/operator/payer-profiles/:profileId/versions': ['effectiveFrom'],
    'PUT /api/operator/payer-mapping': ['defaultProfileId'],
    // An empty list is valid: "wrong" is a list's place taken by text.
    'PUT /api/operator/payer-profiles/:profileId/prompt-pay': ['rules'],
    'PUT /api/operator/enrollments': ['payerId', 'note'],
  },
);
