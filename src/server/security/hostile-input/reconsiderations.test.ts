import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on her reconsiderations: starting one from a claim denied for a benefit maximum
 * she has not reached (the start takes no body, so any field sent is one it does not know), and
 * moving one through its states.
 */
// Each run has a payer deny a fresh claim first: slower than a plain write.
describeValidCallsSafe(
  'reconsiderations',
  'hostile bodies on the reconsideration routes',
  { accepted: 'success', timeout: 120_000 },
  {
    'POST /api/claims/:id/reconsiderations': ['note'],
    'POST /api/reconsiderations/:id/state': ['state'],
  },
);
