import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on "Check coverage": the month, clean or hostile, a wrong type or an unknown
 * key. The hostile world has no real-time endpoint, so the valid call is answered from a check
 * made within 24 hours (the answers themselves are tested against the CORE test endpoint in
 * the eligibility module).
 */
describeValidCallsSafe(
  'coverageChecks',
  'hostile bodies on the coverage check route',
  { accepted: 200 },
  { 'POST /api/patients/:id/coverage-checks': ['month'] },
);
