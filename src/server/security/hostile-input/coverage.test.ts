import { expect, it } from 'vitest';
import { hostileRoutesBySubject } from '../../testing/hostile-harness.ts';
import { writeRoutes } from '../../testing/write-routes.ts';

it('the hostile-input files together send hostile bodies to every write route, once', () => {
  const covered = Object.values(hostileRoutesBySubject).flat();
  expect([...covered].sort()).toEqual([...writeRoutes].sort());
});
