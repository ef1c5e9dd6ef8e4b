import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { BumpRateLimit } from '../../plugins/rate-limit-store.ts';
import { rateLimitCounters } from './auth.tables.ts';

/**
 * The sign-in rate limits' counters in PostgreSQL (one row per limit and address, shared by every
 * app server): an upsert that starts a new window once the old one has ended.
 */
export function rateLimitCounter(db: Db): BumpRateLimit {
  const counters = rateLimitCounters;
  return async (key, timeWindowMs) => {
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
      await db.execute(sql`DELETE FROM ${counters} WHERE ${counters.resetsAt} < now()`);
    }
    return { current: row.hits, ttl: row.ttl };
  };
}
