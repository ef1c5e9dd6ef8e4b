import type { OperatorClaimListQuery, OperatorClaimSummary } from '#domain/claims/queue';
import type { ClaimSearch } from '#domain/claims/search';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { encodeCursor, pageOf, positionOf } from '../lists/index.ts';
import { userIdsForEmail } from '../users/index.ts';
import { listClaimQueue } from './claim-lists.repository.ts';
import { searchCursorOf, searchPositionOf, searchQueueClaims } from './claim-search.repository.ts';
import { presentQueueClaim } from './claims.presenter.ts';

/**
 * The operators' queue: every provider's claims (or one provider's), filtered, newest first, or
 * those a search by patient name or claim ID finds, in its indexes' order; no patient details.
 */
export async function claimQueuePage(
  db: Db,
  query: OperatorClaimListQuery,
  search: ClaimSearch | null,
): Promise<RecordPage<OperatorClaimSummary>> {
  const userIds = query.provider ? await userIdsForEmail(db, query.provider) : undefined;
  if (userIds?.length === 0) return { items: [], nextCursor: null };
  const filter = {
    status: query.status,
    serviceFrom: query.serviceFrom,
    serviceTo: query.serviceTo,
  };
  if (search) {
    const after = searchPositionOf(query.cursor);
    const rows = await searchQueueClaims(db, userIds, search, query.limit, after, filter);
    return pageOf(rows, query.limit, searchCursorOf, (row) =>
      presentQueueClaim(row, row.ownerEmail, row.links),
    );
  }
  const rows = await listClaimQueue(
    db,
    { userIds, ...filter },
    query.limit,
    positionOf(query.cursor),
  );
  return pageOf(
    rows,
    query.limit,
    (row) => encodeCursor(row.claim),
    (row) => presentQueueClaim(row.claim, row.ownerEmail, row.links),
  );
}
