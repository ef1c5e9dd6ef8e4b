import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';

/**
 * A birth billed without its package's visits all done (delivery only): the visits the package
 * covered for this patient (one record is one pregnancy) are billed one by one, as the program
 * says, with the lines each kept from its submission. They become ready for the next batch;
 * the note that the package covered them goes (decision 100).
 */
export async function billCoveredVisits(
  db: DbOrTx,
  userId: string,
  patientId: string | null,
): Promise<number> {
  if (!patientId) return 0;
  const sumOf = (key: string) =>
    sql.raw(
      `(SELECT coalesce(sum((l->>'${key}')::int), 0)::int FROM jsonb_array_elements(lines) l)`,
    );
  const result = await db.execute(sql`
    UPDATE claims SET covered_by_package = NULL,
      total_charge_cents = ${sumOf('chargeCents')},
      expected_cents = ${sumOf('allowedCents')},
      check_warnings = (SELECT coalesce(jsonb_agg(w), '[]'::jsonb)
        FROM jsonb_array_elements(check_warnings) w WHERE w->>'rule' <> 'birth-package'),
      updated_at = now()
    WHERE user_id = ${userId} AND patient_id = ${patientId} AND deleted = false
      AND status = 'pending' AND covered_by_package IS NOT NULL`);
  return result.rowCount ?? 0;
}
