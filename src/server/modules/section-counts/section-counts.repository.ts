import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { SECTION_COUNT_CAP, type SectionCounts } from '#domain/operations/section-counts';

/**
 * What waits in the console's sections, counted in one statement: each count reads the first
 * rows of a partial index that holds only what it counts (claims_ready_idx,
 * claim_payments_held_idx, outbox_due_idx) and stops at the cap plus one, so it costs the same
 * at a million claims as at ten. A read-only aggregate across the modules' tables, like the
 * first steps; it returns three numbers and no record.
 */
export async function sectionCountsOf(db: DbOrTx): Promise<SectionCounts> {
  const over = SECTION_COUNT_CAP + 1;
  const result = await db.execute<{ claims: string; review: string; outbox: string }>(sql`
    SELECT
      (SELECT count(*) FROM (SELECT 1 FROM claims WHERE status = 'pending' AND deleted = false
        AND send_blockers IS NULL AND covered_by_package IS NULL LIMIT ${over}) AS ready) AS claims,
      (SELECT count(*) FROM (SELECT 1 FROM claim_payments WHERE state = 'held'
        LIMIT ${over}) AS held) AS review,
      (SELECT count(*) FROM (SELECT 1 FROM outbox WHERE status IN ('pending', 'sending')
        LIMIT ${over}) AS due) AS outbox`);
  const [row] = result.rows;
  const capped = (value: string | undefined) => {
    const found = Number(value ?? 0);
    return { count: Math.min(found, SECTION_COUNT_CAP), more: found > SECTION_COUNT_CAP };
  };
  return { claims: capped(row?.claims), review: capped(row?.review), outbox: capped(row?.outbox) };
}
