import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';

/** Counts one more request of a key in its window (the auth module's counters in PostgreSQL). */
export type BumpRateLimit = (
  key: string,
  timeWindowMs: number,
) => Promise<{ current: number; ttl: number }>;

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so every app server
 * counts the same requests (they keep no state of their own): one row per limit and address,
 * bumped by an upsert that starts a new window once the old one has ended. The counting is the
 * auth module's (it owns the table); app.ts hands it in, so this plugin imports no module.
 */
export function postgresRateLimitStore(bump: BumpRateLimit): FastifyRateLimitStoreCtor {
  function store(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        bump(`${prefix}${key}`, timeWindow).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      },
      child(routeOptions) {
        // Each limit counts apart: a route's by its method and path, a limit made with
        // app.rateLimit() (no route) by its groupId. (The plugin passes the limit's merged
        // settings with the route as `routeInfo`, not the route itself as its types say.)
        const settings = routeOptions as unknown as RateLimitOptions & {
          routeInfo: { method?: unknown; url?: string };
        };
        const route = settings.routeInfo;
        const name = settings.groupId ?? `${String(route.method)} ${route.url ?? ''}`;
        return store(`${name}|`);
      },
    };
  }

  return class PostgresRateLimitStore {
    constructor() {
      return store('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
