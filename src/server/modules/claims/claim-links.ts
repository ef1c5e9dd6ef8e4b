import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { LinkedClaim } from '#domain/claims/corrections';
import { anyOf } from '../../db/any-of.ts';
import type { DbOrTx } from '../../db/database.ts';
import { ledgerView } from '../imports/imports.views.ts';
import { enrollmentsView as e } from '../enrollments/enrollments.views.ts';
import { claims } from './claims.tables.ts';

/**
 * A claim's correction links, the payer's adjudicated number (from its 835 payments) and whether
 * its payments come on paper (the payer's remittance enrollment, decision 065).
 */
export interface ClaimLinks {
  corrects: LinkedClaim | null;
  correctedBy: LinkedClaim | null;
  adjudicatedClaimNumber: string;
  /** The payer's remittance enrollment is required or pending (absent on a claim just made). */
  paymentsOnPaper?: boolean;
}

/** The payer's number from the claim's latest 835 payment, read from the imports module's ledger. */
const adjudicatedNumber = new QueryBuilder()
  .select({ number: ledgerView.payerClaimNumber })
  .from(ledgerView)
  .where(and(sql`${ledgerView.claimId} = "claims"."id"`, isNotNull(ledgerView.payerClaimNumber)))
  .orderBy(desc(ledgerView.createdAt), desc(ledgerView.id))
  .limit(1);

/** Whether the claim's payer sends no 835 for her yet (payer_enrollments_payer_transaction_key). */
const onPaper = sql`EXISTS (SELECT 1 FROM ${e} WHERE ${e.payerId} = upper("claims"."patient_payer_id")
  AND ${e.transaction} = 'remittance' AND ${e.state} IN ('required', 'pending'))`;

/**
 * The links of the claim in the statement's FROM, as one JSON object: the claim it corrects,
 * the one correcting it (the unique index on corrects_claim_id serves the lookup) and the
 * payer's number from its latest 835 payment (claim_payments_claim_idx), and whether the payer's
 * remittance enrollment holds its payments to paper.
 */
export const linksJson = sql<ClaimLinks>`json_build_object(
  'corrects', (SELECT json_build_object('id', c.id, 'formId', c.form_id, 'frequency', c.frequency)
    FROM ${claims} c WHERE c.id = "claims"."corrects_claim_id"),
  'correctedBy', (SELECT json_build_object('id', c.id, 'formId', c.form_id, 'frequency', c.frequency)
    FROM ${claims} c WHERE c.corrects_claim_id = "claims"."id" LIMIT 1),
  'adjudicatedClaimNumber', coalesce((${adjudicatedNumber}), ''),
  'paymentsOnPaper', ${onPaper})`;

/** The correction links of some claims, by id. */
export async function linksOf(db: DbOrTx, claimIds: string[]): Promise<Map<string, ClaimLinks>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ id: claims.id, links: linksJson })
    .from(claims)
    .where(anyOf(claims.id, claimIds));
  return new Map(rows.map((row) => [row.id, row.links]));
}
