import { expect, it } from 'vitest';
import { canarySuccessRoutesByFile } from '../../testing/canary-requests.ts';
import { writeRoutes } from '../../testing/write-routes.ts';

it('the canary success files together pass the canaries through every write route', () => {
  const covered = new Set(Object.values(canarySuccessRoutesByFile).flat());
  expect([...covered].sort()).toEqual([...writeRoutes].sort());
});
