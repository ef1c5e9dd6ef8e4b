import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { FirstSteps } from '#domain/records/first-steps';

/**
 * Whether she has an active patient, an active facility and any claim: three EXISTS in one
 * statement, each stopping at the first row of her owner index, so a doula with thousands of
 * records costs the same as a new one. A read-only aggregate across the record tables, like the
 * money summary; it returns no record, only three booleans.
 */
export async function firstStepsOf(db: DbOrTx, userId: string): Promise<FirstSteps> {
  const result = await db.execute<{ patient: boolean; facility: boolean; claim: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM patients WHERE user_id = ${userId}::uuid AND deleted = false) AS patient,
      EXISTS (SELECT 1 FROM facilities WHERE user_id = ${userId}::uuid AND deleted = false) AS facility,
      EXISTS (SELECT 1 FROM claims WHERE user_id = ${userId}::uuid AND deleted = false) AS claim`);
  const [row] = result.rows;
  return {
    patient: row?.patient === true,
    facility: row?.facility === true,
    claim: row?.claim === true,
  };
}
