import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../modules/auth/auth.tables.ts';

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so every app server
 * counts the same requests (they keep no state of their own): one row per limit and address,
 * bumped by an upsert that starts a new window once the old one has ended.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const counters = rateLimitCounters;

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

  async function bump(key: string, timeWindowMs: number) {
    const { rows } = await db.execute<{ hits: number; ttl: number }>(sql`
      INSERT INTO ${counters} AS c (key, hits, resets_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
        resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
      RETURNING c.hits AS hits,
        greatest(0, ceil(extract(epoch FROM c.resets_at - now()) * 1000))::int AS ttl`);
    const row = rows[0]!;
    // Rows of addresses that never come back: cleared now and then, by time (indexed), so the
    // table holds about one row per address seen within a window.
    if (row.hits === 1 && Math.random() < 0.05) {
      await db.execute(sql`DELETE FROM ${counters} WHERE resets_at < now()`);
    }
    return { current: row.hits, ttl: row.ttl };
  }

  return class PostgresRateLimitStore {
    constructor() {
      return store('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
