import { and, asc, eq, sql } from 'drizzle-orm';
import type { LateClaimView } from '#domain/claims/prompt-pay';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { decodePair, encodePair, isUuid, pageOf } from '../lists/index.ts';
import { userEmails } from '../users/users.views.ts';
import { claims } from './claims.tables.ts';
import { lateUnpaid, type ClaimRow } from './claims.repository.ts';
import { promptPayOf } from './prompt-pay-view.ts';

/**
 * The operators' late claims by payer (decision 110): every doula's claims past their
 * prompt-pay deadline and unpaid, payer by payer, the longest late first within a payer, read
 * in the order of claims_late_by_payer_idx a page at a time.
 */
const payerKey = sql<string>`upper(${claims.patientPayerId})`;

/** The cursor's time half: the deadline, then the payer's key (its length varies). */
const positionText = (row: ClaimRow) => `${row.promptPayDueOn}|${row.patientPayerId.toUpperCase()}`;
const isPosition = (text: string) => /^\d{4}-\d{2}-\d{2}\|/.test(text);

function afterCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [position, id] = decodePair(cursor, (text, id) => isPosition(text) && isUuid(id));
  const [dueOn, payer] = [position.slice(0, 10), position.slice(11)];
  return sql`(${payerKey}, ${claims.promptPayDueOn}, ${claims.id}) > (${payer}, ${dueOn}::date, ${id}::uuid)`;
}

function present(row: ClaimRow, ownerEmail: string, today: string): LateClaimView {
  const clock = promptPayOf(row, today);
  return {
    id: row.id,
    formId: row.formId,
    payer: { id: row.patientPayerId, name: row.patientInsuranceProvider },
    provider: { email: ownerEmail, name: row.doulaName },
    receivedOn: row.receivedOn ?? '',
    dueOn: row.promptPayDueOn ?? '',
    lateDays: clock?.lateDays ?? 0,
    interestOwedCents: clock?.interestOwedCents ?? 0,
    statute: clock?.statute ?? '',
  };
}

/** One page of the late claims by payer as of `today` (UTC, as her own list counts it). */
export async function lateClaimsByPayer(
  db: Db,
  query: { limit: number; cursor?: string | undefined },
  today: string,
): Promise<RecordPage<LateClaimView>> {
  const rows = await db
    .select({ claim: claims, ownerEmail: userEmails.email })
    .from(claims)
    .innerJoin(userEmails, eq(userEmails.id, claims.userId))
    .where(and(lateUnpaid(today), afterCursor(query.cursor)))
    .orderBy(asc(payerKey), asc(claims.promptPayDueOn), asc(claims.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    ({ claim }) => encodePair(positionText(claim), claim.id),
    ({ claim, ownerEmail }) => present(claim, ownerEmail, today),
  );
}
