import { and, asc, eq, sql } from 'drizzle-orm';
import { nextInterchangeControlNumber } from '../../db/interchange-control-numbers.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { payerProfilesView } from '../billing/billing.views.ts';
import { claimsView } from '../claims/claims.views.ts';
import { claimStatusInquiries, type InquiryState } from './claim-status.tables.ts';

/** A 24-hour pause after an exchange that failed before the payer answered. */
const FAILED_PAUSE = sql`interval '1 day'`;
/** A profile's days before asking; the table's default for a claim priced by no profile. */
const daysOf = sql`coalesce(${payerProfilesView.claimStatusAfterDays}, 30)`;

/**
 * The claims to ask about now, the longest quiet first, at most `limit`: the payer accepted
 * them (the latest answer is a 277CA, or a 277, saying accepted), nothing has been paid and no
 * 835 answered, nothing happened to them for their payer profile's days, and they were not
 * asked within those days (nor within a day, when the last exchange failed). The index
 * `claims_processing_quiet_idx` gives them in order; `quietSince` bounds the walk by the
 * smallest number of days any profile has.
 */
export async function dueClaimIds(db: DbOrTx, quietSince: Date, limit: number): Promise<string[]> {
  const c = claimsView;
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .leftJoin(payerProfilesView, eq(payerProfilesView.id, c.payerProfileId))
    .where(
      and(
        eq(c.deleted, false),
        eq(c.status, 'processing'),
        sql`${c.updatedAt} < ${quietSince}`,
        sql`${c.updatedAt} < now() - make_interval(days => ${daysOf})`,
        eq(c.paidCents, 0),
        sql`${c.payerAnswer}->>'source' IN ('277CA', '277')`,
        sql`${c.payerAnswer}->>'outcome' = 'accepted'`,
        sql`NOT EXISTS (SELECT 1 FROM ${claimStatusInquiries} i
          WHERE i.claim_id = ${c.id}
            AND i.asked_at > now() - CASE WHEN i.state = 'failed' THEN ${FAILED_PAUSE}
              ELSE make_interval(days => ${daysOf}) END)`,
      ),
    )
    .orderBy(asc(c.updatedAt), asc(c.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The next control number of a 276 (its ISA13, GS06 and ST02): from the sequence every
 * interchange we send shares, so it never meets a batch's or a coverage check's.
 */
export const nextControlNumber = (db: DbOrTx) => nextInterchangeControlNumber(db);

export async function insertInquiry(
  db: DbOrTx,
  values: {
    claimId: string;
    traceNumber: string;
    controlNumber: number;
    askedBy: string;
    connectionId: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(claimStatusInquiries)
    .values(values)
    .returning({ id: claimStatusInquiries.id });
  return row!.id;
}

export interface InquiryRow {
  id: string;
  claimId: string;
  formId: string;
  traceNumber: string;
  state: InquiryState;
}

/** One inquiry, locked for posting its answer, with the form ID of the claim it asked about. */
export async function lockInquiry(tx: Tx, id: string): Promise<InquiryRow | undefined> {
  const [row] = await tx
    .select({
      id: claimStatusInquiries.id,
      claimId: claimStatusInquiries.claimId,
      formId: claimsView.formId,
      traceNumber: claimStatusInquiries.traceNumber,
      state: claimStatusInquiries.state,
    })
    .from(claimStatusInquiries)
    .innerJoin(claimsView, eq(claimsView.id, claimStatusInquiries.claimId))
    .where(eq(claimStatusInquiries.id, id))
    .for('update', { of: claimStatusInquiries });
  return row;
}

/** What became of an inquiry; the raw answer is kept whatever it was. */
export async function settleInquiry(
  db: DbOrTx,
  id: string,
  values: { state: InquiryState; outcome?: string; message: string; rawAnswer: string | null },
): Promise<void> {
  await db
    .update(claimStatusInquiries)
    .set({ ...values, answeredAt: sql`now()` })
    .where(eq(claimStatusInquiries.id, id));
}

/** The payer's number for a claim, when a 277CA or 835 gave it ('' otherwise). */
export async function payerClaimNumberOf(db: DbOrTx, claimId: string): Promise<string> {
  const [row] = await db
    .select({ number: claimsView.payerClaimNumber })
    .from(claimsView)
    .where(eq(claimsView.id, claimId));
  return row?.number ?? '';
}
