import type { LightMyRequestResponse } from 'fastify';
import { describe } from 'vitest';
import { hostileApp, type HostileSubject } from './hostile-harness.ts';
import { applyTampering, type Tampering } from './hostile-text.ts';
import { describeEveryRouteExercised } from './hostile-valid-call.ts';
import type { WriteRoute } from './write-routes.ts';

type HostileApp = ReturnType<typeof hostileApp>;

export interface TamperedRequest {
  /** The path, for a route with an `:id` (the route's own path otherwise). */
  url?: string;
  headers?: Record<string, string>;
  /** false when the URL itself may be refused first (a hostile id): the body is not judged. */
  routed?: boolean;
}

/**
 * A hostile-input file's app (see hostileApp) with `sendTampered`, the step every property takes:
 * a body sent to a route as `cookie`, with the run's tampering applied, and its answer held to
 * the file's safety checks (expectSafeAnswer: never a 5xx, the one error shape, a tampered body
 * refused).
 */
function withSendTampered(app: HostileApp) {
  const { inject, expectSafeAnswer } = app;
  async function sendTampered(
    route: WriteRoute,
    cookie: string,
    body: Record<string, unknown>,
    tamper: Tampering,
    { url, headers, routed = true }: TamperedRequest = {},
  ): Promise<LightMyRequestResponse> {
    const [method, path] = route.split(' ') as [Parameters<HostileApp['inject']>[0], string];
    if (url === undefined && path.includes('/:')) throw new Error(`${route}: which url?`);
    const response = await inject(
      method,
      url ?? path,
      cookie,
      applyTampering(body, tamper),
      headers,
    );
    expectSafeAnswer(route, response, tamper, routed);
    return response;
  }
  return { ...app, sendTampered };
}

/**
 * A hostile-input file's properties on the write routes of `subject`, given its app (with
 * sendTampered), then the check that none was vacuous. fast-check sends each route bodies of the
 * right shape filled with hostile text, wrong types, unknown keys, and another user's ids. For
 * every request:
 * - never a 5xx, and every refusal has the one error shape;
 * - a wrong type or an unknown key is always refused with 400;
 * - the other user's records, profile, claims and sessions are unchanged;
 * - when accepted, every stored string (read back through the API) equals the sent one trimmed.
 * HOSTILE_RUNS sets the runs per route (50 by default).
 */
export function describeHostileWrites(
  subject: HostileSubject,
  properties: (app: ReturnType<typeof withSendTampered>) => void,
) {
  const app = withSendTampered(hostileApp(subject));
  describe(`hostile bodies on the ${subject} write routes`, () => properties(app));
  describeEveryRouteExercised(app);
}
