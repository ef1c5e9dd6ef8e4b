import type { LightMyRequestResponse } from 'fastify';
import type { hostileApp } from './hostile-harness.ts';
import { applyTampering, type Tampering } from './hostile-text.ts';
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
export function withSendTampered(app: HostileApp) {
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
