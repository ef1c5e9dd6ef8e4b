import { or, sql } from 'drizzle-orm';
import { isStorableText } from '#domain/records/storable-text';
import type { DbOrTx } from '../../db/database.ts';
import type { BillingProviderDetails } from '../profile/index.ts';
import { type BillableClaim, billableClaimOf } from './billable-claim.ts';
import type { ClaimRow } from './claims.repository.ts';
import { claims } from './claims.tables.ts';

/** Many providers' billing details by user id in one read (null where her profile is gone). */
export type ProvidersLookup = (
  ownerIds: readonly string[],
) => Promise<Map<string, BillingProviderDetails | null>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Any providers' claims by id or form ID, for an operator, as the claim files bill them: one
 * read of the claims and one of their providers however many, each answer in the order asked
 * and undefined where findClaimByIdOrFormId finds nothing or a deleted claim (as one by one).
 */
export async function billableClaimsOf(
  db: DbOrTx,
  idsOrFormIds: readonly string[],
  providersOf: ProvidersLookup,
): Promise<(BillableClaim | undefined)[]> {
  // Text PostgreSQL cannot hold names no claim, as for one claim.
  const storable = idsOrFormIds.filter(isStorableText);
  const ids = storable.filter((key) => UUID.test(key));
  const formIds = storable.filter((key) => !UUID.test(key)).map((key) => key.toUpperCase());
  const rows: ClaimRow[] =
    storable.length === 0
      ? []
      : await db
          .select()
          .from(claims)
          .where(
            or(
              ids.length > 0 ? sql`${claims.id} = ANY(${sql.param(ids)}::uuid[])` : undefined,
              formIds.length > 0
                ? sql`${claims.formId} = ANY(${sql.param(formIds)}::text[])`
                : undefined,
            ),
          );
  const live = rows.filter((row) => !row.deleted);
  const providers = live.length > 0 ? await providersOf(live.map((row) => row.userId)) : new Map();
  const byKey = new Map<string, ClaimRow>();
  for (const row of live) byKey.set(row.id.toLowerCase(), row).set(`form ${row.formId}`, row);
  return idsOrFormIds.map((key) => {
    if (!isStorableText(key)) return undefined;
    const row = byKey.get(UUID.test(key) ? key.toLowerCase() : `form ${key.toUpperCase()}`);
    return row && billableClaimOf(row, providers.get(row.userId) ?? null);
  });
}
